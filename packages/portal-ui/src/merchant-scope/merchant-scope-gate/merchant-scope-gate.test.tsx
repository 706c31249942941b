import type { TokenSet } from '@lego-portal/api-client';
import { DEMO_STAFF, signInTokens } from '@lego-portal/test-kit';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useSessionMemory } from '../../provider/session-scope';
import { FULL_ACCESS_USER, STAFF_USER } from '../../test-support/portal-harness';
import { renderPortal } from '../../test-support/render-portal';
import type { SessionUser } from '../../session/session-types';
import { useMerchantInScope } from '../merchant-scope';
import { chooseMerchant } from '../test-kit/choose-merchant';
import { MerchantScopeGate } from './merchant-scope-gate';

const url = inject('sandboxUrl');
let staffTokens: TokenSet;
beforeAll(async () => {
  staffTokens = await signInTokens(url, DEMO_STAFF.maker.username);
});

/** A screen with something of its own to lose: a count in its state, and a note in the session memory. */
function Screen() {
  const merchant = useMerchantInScope();
  const memory = useSessionMemory();
  const [count, setCount] = useState(0);
  return (
    <section aria-label="Screen">
      <p>Screen of {merchant?.merchantId}</p>
      <button type="button" onClick={() => (setCount(count + 1), memory.set('note', 'seen'))}>
        Clicked {count}
      </button>
      <p>Note {memory.get('note') ?? 'none'}</p>
    </section>
  );
}

const renderGate = (user: SessionUser, tokens?: TokenSet) =>
  renderPortal(
    <MerchantScopeGate home="/">
      <Screen />
    </MerchantScopeGate>,
    { user, sandbox: { url, tokens } },
  );

describe('MerchantScopeGate', () => {
  it('lets a merchant user straight through to their own merchant: no picker, no merchant bar', () => {
    renderGate(FULL_ACCESS_USER);
    expect(screen.getByText('Screen of 1000000001')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose Merchant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Working on merchant' })).not.toBeInTheDocument();
  });

  it('shows staff the picker first, then the screen of the chosen merchant, and switching keeps nothing of the last one', async () => {
    const { user } = renderGate(STAFF_USER, staffTokens);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Merchant' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Screen' })).not.toBeInTheDocument();
    await chooseMerchant(user, 'Chao Phraya');
    const bar = screen.getByRole('region', { name: 'Working on merchant' });
    expect(within(bar).getByText('Chao Phraya Insurance PCL').parentElement).toHaveFocus();
    expect(screen.getByText('Screen of 1000000001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await user.click(screen.getByRole('button', { name: 'Clicked 1' }));
    expect(screen.getByText('Note seen')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Change Merchant' }));
    expect(screen.getByRole('textbox', { name: 'Merchant ID' })).toHaveFocus();
    await chooseMerchant(user, 'Siam Online');
    expect(screen.getByText('Screen of 1000000002')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(screen.getByText('Note none')).toBeInTheDocument();
  });
});
