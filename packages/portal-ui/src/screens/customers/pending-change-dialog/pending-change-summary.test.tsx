import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../test-support/render-portal';
import { CREATE_CHANGE, STORY_MAKER } from '../test-kit/pending-change-fixtures';
import type { PendingChange } from './pending-change-summary';
import { PendingChangeSummary } from './pending-change-summary';

/** A change as a server that already sends `makerType` (issue 29) answers it. */
const madeBy = (makerType: string): PendingChange => ({ ...CREATE_CHANGE, makerType }) as PendingChange;

/** The value shown beside `label` in the summary's detail list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('PendingChangeSummary: who made the change', () => {
  it('names a bank user as the maker', () => {
    renderPortal(<PendingChangeSummary change={madeBy('BANK')} />);
    expect(valueOf('Requested by')).toHaveTextContent(STORY_MAKER);
    expect(valueOf('Requester type')).toHaveTextContent('Bank user');
  });

  it('names a merchant user as the maker, in Thai too', async () => {
    const view = renderPortal(<PendingChangeSummary change={madeBy('MERCHANT')} />);
    expect(valueOf('Requester type')).toHaveTextContent('Merchant user');
    view.setLocale('th');
    // The Thai catalogue loads on demand.
    const label = await screen.findByText('ประเภทผู้ทำรายการ', { selector: 'dt' });
    expect(label.nextElementSibling).toHaveTextContent('ผู้ใช้งานของร้านค้า');
  });

  it('says nothing of the maker side when the server does not (or names a side it does not know)', () => {
    const view = renderPortal(<PendingChangeSummary change={CREATE_CHANGE} />);
    expect(screen.queryByText('Requester type')).not.toBeInTheDocument();
    view.unmount();
    renderPortal(<PendingChangeSummary change={madeBy('SYSTEM')} />);
    expect(screen.queryByText('Requester type')).not.toBeInTheDocument();
    expect(valueOf('Requested by')).toHaveTextContent(STORY_MAKER);
  });
});
