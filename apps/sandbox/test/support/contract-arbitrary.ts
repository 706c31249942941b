/**
 * fast-check arbitraries of request bodies derived from the contract's schemas: mostly-shaped
 * values where every part may instead be the wrong type, null, missing, huge, odd unicode or an
 * unknown extra property: the malformed inputs a careless or hostile client sends.
 */
import fc from 'fast-check';
import type { ContractDocument, JsonSchema } from '../../src/contract/contract';
import { resolveRef } from '../../src/contract/contract';

const HUGE = 'x'.repeat(100_000);

/** Values that fit no schema in particular. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(HUGE),
  fc.constantFrom('', ' ', '\u0000', '\u202e\u0e01\u0e34', '😀'.repeat(50), "'; drop table app_user; --", '__proto__', '{"a":1}', '../../etc/passwd'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

function plausibleString(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : null;
  if (pattern === '^\\d{14}$') return fc.constantFrom('20250101000000', '20250131235959', '99999999999999', '20250230000000');
  if (pattern?.startsWith('^\\d{10}$') || pattern === '^(\\d{10})?$') return fc.constantFrom('1000000001', '1000000002', '0000000000', '');
  if (pattern) {
    try {
      return fc.stringMatching(new RegExp(pattern, 'u'), { size: 'small' });
    } catch {
      // fast-check cannot generate from lookaheads (the password pattern): near misses instead.
      return fc.constantFrom('Passw0rd!', 'password', 'PASSWORD1!', 'Aa1!', 'Aa1!Aa1!Aa1!Aa1!Aa1!');
    }
  }
  return fc.string({ maxLength: 20 });
}

/** An arbitrary for `schema`, malformed with probability about 1 in 4 at every level. */
export function bodyArbitrary(doc: ContractDocument, raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveRef(doc, raw);
  const variants = (['oneOf', 'anyOf'] as const).flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as JsonSchema[]) : []));
  if (variants.length > 0) return fc.oneof(...variants.map((v) => bodyArbitrary(doc, v, depth)));
  if (Array.isArray(schema.allOf)) {
    const merged = (schema.allOf as JsonSchema[]).map((s) => resolveRef(doc, s)).reduce<JsonSchema>(
      (acc, s) => ({ ...acc, ...s, properties: { ...(acc.properties as object), ...(s.properties as object) } }),
      { type: 'object' },
    );
    return bodyArbitrary(doc, merged, depth);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let shaped: fc.Arbitrary<unknown>;
  if (type === 'object' || schema.properties) {
    const props = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
    if (depth > 4) return junk;
    shaped = fc
      .tuple(
        ...props.map(([name, sub]) => fc.option(bodyArbitrary(doc, sub, depth + 1), { freq: 6 }).map((value) => [name, value] as const)),
        fc.option(fc.tuple(fc.string({ maxLength: 8 }), junk), { freq: 4 }),
      )
      .map((entries) => {
        const out: Record<string, unknown> = {};
        for (const entry of entries.slice(0, -1) as (readonly [string, unknown])[]) if (entry[1] !== null) out[entry[0]] = entry[1];
        const extra = entries.at(-1) as [string, unknown] | null;
        if (extra) out[extra[0]] = extra[1];
        return out;
      });
  } else if (type === 'array') {
    shaped = depth > 4 ? junk : fc.array(bodyArbitrary(doc, (schema.items ?? {}) as JsonSchema, depth + 1), { maxLength: 3 });
  } else if (type === 'integer') {
    shaped = fc.oneof(fc.integer({ min: -5, max: 150 }), fc.constantFrom(0, 1, 25, 100, 101, 2 ** 31, -(2 ** 53)));
  } else if (type === 'number') {
    shaped = fc.double();
  } else if (type === 'boolean') {
    shaped = fc.boolean();
  } else {
    shaped = plausibleString(schema);
  }
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}
