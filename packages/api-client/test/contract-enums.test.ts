// The rules package's lists of values the contract also names: one source, checked against the
// bundled contract (openapi/bundled.json) and the generated types.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PENDING_DECISIONS, type PendingDecision } from '@lego-portal/rules';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Schemas } from '../src/schemas';

const contract = JSON.parse(readFileSync(fileURLToPath(new URL('../../../openapi/bundled.json', import.meta.url)), 'utf8')) as {
  components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
};

describe('rules lists that the contract also names', () => {
  it("PENDING_DECISIONS are the contract's decisions of a pending change (APPROVE, REJECT)", () => {
    expect([...PENDING_DECISIONS]).toEqual(contract.components.schemas.PendingChangeDecisionRequest!.properties.decision!.enum);
    expectTypeOf<Schemas['PendingChangeDecisionRequest']['decision']>().toEqualTypeOf<PendingDecision>();
  });
});
