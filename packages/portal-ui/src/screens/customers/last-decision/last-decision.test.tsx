import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../test-support/render-portal';
import { APPROVED_DECISION, REJECTED_DECISION } from '../test-kit/pending-change-fixtures';
import { LastDecision } from './last-decision';

/** The labels and values of the decision's list, as a person reads them. */
const pairs = () => {
  const region = within(screen.getByRole('region', { name: /Last decision|ผลการพิจารณาล่าสุด/ }));
  const terms = region.getAllByRole('term').map((term) => term.textContent);
  const values = region.getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
};

describe('LastDecision', () => {
  it('says a rejection: outcome, who, when (display format), the reason, the change and its maker', () => {
    renderPortal(<LastDecision decision={REJECTED_DECISION} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Last decision' })).toBeInTheDocument();
    expect(pairs()).toEqual({
      Outcome: 'Rejected',
      'Decided by': 'checker_cpins',
      'Decided on': '25/11/2026 10:15:30',
      Reason: REJECTED_DECISION.reason,
      Change: 'Update customer',
      'Requested by': 'maker_cpins',
    });
  });

  it('says an approval with its note, and leaves the note out when none was written', () => {
    const view = renderPortal(<LastDecision decision={APPROVED_DECISION} />);
    expect(pairs()).toMatchObject({ Outcome: 'Approved', Note: 'Checked with the branch.' });
    view.unmount();
    renderPortal(<LastDecision decision={{ ...APPROVED_DECISION, note: undefined }} />);
    expect(Object.keys(pairs())).not.toContain('Note');
  });

  it('reads in Thai', async () => {
    renderPortal(<LastDecision decision={REJECTED_DECISION} />, { locale: 'th' });
    await screen.findByRole('heading', { level: 2, name: 'ผลการพิจารณาล่าสุด' });
    expect(pairs()).toMatchObject({ ผลการพิจารณา: 'ปฏิเสธ', เหตุผล: REJECTED_DECISION.reason });
  });
});
