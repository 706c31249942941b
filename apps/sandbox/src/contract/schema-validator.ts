/**
 * JSON Schema 2020-12 validation (Ajv) of requests and responses against the contract. The
 * contract's components are registered once under the id `contract`; each operation's schema is
 * compiled with its `#/components/...` references pointed there.
 */
import Ajv2020Module from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { ContractDocument, JsonSchema } from './contract';

// Ajv and ajv-formats are CommonJS; depending on the loader the class is the module or its default.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule;

/** A compiled check: null when the value fits, else readable problems. */
export type SchemaCheck = (value: unknown) => SchemaProblem[] | null;

/** One reason a value does not fit, with the path of the offending part. */
export interface SchemaProblem {
  /** e.g. `body.userProfile.username`. */
  path: string;
  message: string;
}

function pointRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(pointRefs);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `contract${value}` : pointRefs(value),
    ]),
  );
}

function describe(error: ErrorObject, root: string): SchemaProblem {
  const path = [root, ...error.instancePath.split('/').filter(Boolean).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))];
  const extra = error.keyword === 'additionalProperties' ? ` '${String(error.params.additionalProperty)}'` : '';
  const allowed = error.keyword === 'enum' ? `: ${(error.params.allowedValues as unknown[]).join(', ')}` : '';
  return { path: path.join('.'), message: `${error.message ?? 'is invalid'}${extra}${allowed}` };
}

/** Compiles schemas of one contract document. */
export class SchemaValidator {
  readonly #ajv;

  constructor(doc: ContractDocument) {
    this.#ajv = new Ajv2020({
      strict: false,
      allErrors: false,
      // Request objects are closed by the contract; unknown keys are errors, never silently dropped.
      removeAdditional: false,
      useDefaults: false,
      coerceTypes: false,
    });
    addFormats(this.#ajv);
    // OpenAPI keywords that are annotations for validation purposes.
    this.#ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs', 'x-inferred', 'x-roles']);
    this.#ajv.addSchema({ $id: 'contract', components: doc.components }, undefined, undefined, false);
  }

  /** Compiles `schema`; problems name their location under `root` (body, query, response). */
  compile(schema: JsonSchema, root: string): SchemaCheck {
    const validate: ValidateFunction = this.#ajv.compile(pointRefs(schema) as JsonSchema);
    return (value) => (validate(value) ? null : (validate.errors ?? []).slice(0, 10).map((e) => describe(e, root)));
  }
}

/**
 * Text holding U+0000, which JSON allows and PostgreSQL cannot store or compare: refused as the
 * client's mistake (400) before it reaches a query, instead of failing there.
 */
export function nulTextProblems(value: unknown, root: string): SchemaProblem[] {
  if (typeof value === 'string') return value.includes('\0') ? [{ path: root, message: 'must not contain the NUL character (U+0000)' }] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(key.includes('\0') ? [{ path: root, message: 'must not have a name with the NUL character (U+0000)' }] : []),
    ...nulTextProblems(item, `${root}.${key}`),
  ]);
}
