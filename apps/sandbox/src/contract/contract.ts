/**
 * The lego-* contract (openapi/bundled.json, the single-file bundle of openapi/) read as a list
 * of operations. The bundle is imported, so the build embeds it and `dist/main.js` needs no
 * file from outside the package at run time.
 */
import bundled from '../../../../openapi/bundled.json' with { type: 'json' };

/** A JSON Schema as the contract writes it (OpenAPI 3.1 = JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

/** One parameter of an operation. */
export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

/** One response of an operation, keyed by media type. */
export interface ContractResponse {
  content?: Record<string, { schema?: JsonSchema }>;
  headers?: Record<string, unknown>;
}

/** One operation of the contract. */
export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path, e.g. `/api/lego-userhandler/ext/userhandler/lastlogin/{value}`. */
  path: string;
  /** False for operations with `security: []` (sign-in, forgot password, health). */
  secured: boolean;
  /** `x-roles`: any one of them allows the call (`SSO` means any role containing SSO). */
  roles: readonly string[];
  parameters: readonly ContractParameter[];
  requestSchema: JsonSchema | null;
  requestRequired: boolean;
  /** Response schemas by status code, then media type. */
  responses: Readonly<Record<string, Readonly<Record<string, JsonSchema | null>>>>;
}

/** The whole contract document. */
export interface ContractDocument {
  openapi: string;
  security?: unknown[];
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
}

/** The bundled contract document. */
export const contractDocument = bundled as unknown as ContractDocument;

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Follows a local `$ref` (`#/components/...`) to its target; other values come back as they are. */
export function resolveRef<T>(doc: ContractDocument, value: T): T {
  const ref = (value as { $ref?: unknown } | null)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  return resolveRef(doc, target as T);
}

/** Every operation of the contract, in document order. */
export function listOperations(doc: ContractDocument = contractDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const security = (op.security ?? doc.security ?? []) as unknown[];
      const body = resolveRef(doc, op.requestBody as { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | undefined);
      const responses: Record<string, Record<string, JsonSchema | null>> = {};
      for (const [status, raw] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
        const response = resolveRef(doc, raw as ContractResponse);
        responses[status] = Object.fromEntries(
          Object.entries(response.content ?? {}).map(([type, media]) => [type, media.schema ?? null]),
        );
      }
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        secured: security.length > 0,
        roles: (op['x-roles'] as string[] | undefined) ?? [],
        parameters: ((op.parameters ?? []) as unknown[]).map((p) => resolveRef(doc, p as ContractParameter)),
        requestSchema: body?.content?.['application/json']?.schema ?? null,
        requestRequired: body?.required === true,
        responses,
      });
    }
  }
  return operations;
}
