import { describe, expect, it } from 'vitest';
import { MESSAGES_TH } from '../../messages/th';
import { pairs, yupErrors } from '../../../test/helpers';
import { DECISION_TEXT_MAX, decisionWords, validateDecision } from './decision';
import { decisionSchema } from './decision-schema';

const REQUIRED = 'Please enter the reason for rejecting this change.';

describe('validateDecision', () => {
  it.each([
    [{ decision: 'REJECT' }, 'reason', REQUIRED],
    [{ decision: 'REJECT', reason: '' }, 'reason', REQUIRED],
    [{ decision: 'REJECT', reason: ' \n\t ' }, 'reason', REQUIRED],
    [{ decision: 'REJECT', reason: 'x'.repeat(DECISION_TEXT_MAX + 1) }, 'reason', 'The reason can be at most 500 characters.'],
    [{ decision: 'APPROVE', note: 'n'.repeat(DECISION_TEXT_MAX + 1) }, 'note', 'The note can be at most 500 characters.'],
  ])('refuses %j at %s', (input, field, message) => {
    const result = validateDecision(input);
    expect(result.ok).toBe(false);
    expect(pairs(result)).toEqual([{ field, message }]);
    const { decision, ...values } = input as { decision: 'APPROVE' | 'REJECT' };
    expect(yupErrors(decisionSchema(decision), values)).toEqual(pairs(result));
  });

  it('accepts a reason of 1 to 500 characters once trimmed, and an approval with or without a note', () => {
    for (const input of [
      { decision: 'REJECT', reason: 'x' },
      { decision: 'REJECT', reason: `  ${'x'.repeat(DECISION_TEXT_MAX)}  ` },
      // Counted as a person counts: a Thai vowel mark or an emoji is one character.
      { decision: 'REJECT', reason: 'ก'.repeat(250) + '😀'.repeat(250) },
      { decision: 'APPROVE' },
      { decision: 'APPROVE', note: '' },
      { decision: 'APPROVE', note: 'n'.repeat(DECISION_TEXT_MAX) },
      // The other field is not the decision's: it is ignored.
      { decision: 'APPROVE', reason: 'x'.repeat(DECISION_TEXT_MAX + 1) },
      { decision: 'REJECT', reason: 'why', note: 'n'.repeat(DECISION_TEXT_MAX + 1) },
    ]) {
      expect(validateDecision(input), JSON.stringify(input).slice(0, 60)).toEqual({ ok: true, errors: [] });
    }
  });

  it('treats anything but an object as a decision without words', () => {
    expect(validateDecision(null).ok).toBe(true);
    expect(validateDecision({ decision: 'REJECT', reason: 42 }).ok).toBe(true);
    expect(validateDecision({ decision: 'REJECT', reason: { x: 1 } }).errors[0]?.code).toBe('decision.reasonRequired');
  });

  it('says it in Thai when given the Thai catalogue, keeping the key', () => {
    const result = validateDecision({ decision: 'REJECT', reason: ' ' }, { messages: MESSAGES_TH });
    expect(result.errors[0]).toMatchObject({ code: 'decision.reasonRequired', message: MESSAGES_TH['decision.reasonRequired'] });
    expect(result.errors[0]?.message).not.toBe(REQUIRED);
  });
});

describe('decisionWords', () => {
  it('sends the trimmed reason of a rejection and the note of an approval only', () => {
    expect(decisionWords({ decision: 'REJECT', reason: '  Wrong account  ', note: 'x' })).toEqual({ reason: 'Wrong account' });
    expect(decisionWords({ decision: 'APPROVE', reason: 'x', note: ' Checked with the branch ' })).toEqual({ note: 'Checked with the branch' });
    expect(decisionWords({ decision: 'APPROVE', note: '   ' })).toEqual({});
  });
});
