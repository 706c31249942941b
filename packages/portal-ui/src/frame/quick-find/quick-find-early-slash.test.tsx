/**
 * `/` pressed before quick find's chunk has arrived (issue 32 follow-up). A file of its own: the
 * box's lazy chunk is loaded once per file, and only the first render here waits for it.
 */
import type { TokenSet } from '@lego-portal/api-client';
import { signInTokens } from '@lego-portal/test-kit';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { renderPortal } from '../../test-support/render-portal';
import { QuickFind } from './quick-find';

const url = inject('sandboxUrl');
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

describe('QuickFind before its chunk has arrived', () => {
  it('takes an early / (nothing typed) and focuses the box as it arrives', async () => {
    renderPortal(<QuickFind />, { sandbox: { url, tokens } });
    // Still on its way: only the placeholder holds its place.
    expect(screen.queryByRole('combobox')).toBeNull();
    const typed = fireEvent.keyDown(document.body, { key: '/' });
    expect(typed, 'the key was taken, no "/" goes anywhere').toBe(false);
    const box = await screen.findByRole('combobox', { name: 'Find' });
    await expect.poll(() => document.activeElement).toBe(box);
    expect(box).toHaveValue('');
  });
});
