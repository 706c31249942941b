/**
 * Binds the contract to Fastify: one route per operation, found by operationId. Every request
 * goes through the same steps: bearer id token (401), the operation's `x-roles` (403), the
 * contract's parameter and body schemas (400), the handler, and finally the contract's response
 * schema for the status the handler chose. A response the contract does not allow is a sandbox
 * bug: it is logged and answered with 500 so tests notice.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate';
import { hasAnyRole } from '../auth/roles';
import { ApiError, errorBody, fail } from '../errors';
import type { FileResult, HandlerContext, HandlerResult, OperationHandler, SandboxDeps } from '../handlers/handler-types';
import type { ContractOperation, JsonSchema } from './contract';
import { contentDisposition } from './content-disposition';
import type { SchemaCheck, SchemaProblem } from './schema-validator';
import { nulTextProblems, SchemaValidator } from './schema-validator';
import { contractDocument, listOperations } from './contract';

/**
 * Operations whose role rule depends on the body, checked by their handler instead of the
 * generic `x-roles` gate: user details by one's own username needs no role (session bootstrap).
 */
const ROLES_CHECKED_BY_HANDLER = new Set(['getUserDetails']);

/** The refresh call names the current id token, which may have just expired. */
const EXPIRED_BEARER_ALLOWED = new Set(['refreshToken']);

function paramsSchema(op: ContractOperation, where: 'path' | 'query'): JsonSchema | null {
  const params = op.parameters.filter((p) => p.in === where);
  if (params.length === 0) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
    required: params.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

/**
 * The query parameters the operation declares. Others are dropped unread, whatever they hold: no
 * handler sees them, so they can be no client mistake (`/api/health?x=%00` is a health check).
 */
function declaredQuery(op: ContractOperation, query: unknown): Record<string, unknown> {
  const given = (query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    op.parameters.filter((p) => p.in === 'query' && Object.hasOwn(given, p.name)).map((p) => [p.name, given[p.name]]),
  );
}

/** A parameter given twice arrives as an array; said plainly rather than as "must be string". */
function repeatedProblems(op: ContractOperation, query: Record<string, unknown>): SchemaProblem[] {
  return op.parameters
    .filter((p) => p.in === 'query' && Array.isArray(query[p.name]) && p.schema?.type !== 'array')
    .map((p) => ({ path: `query.${p.name}`, message: 'must be given once' }));
}

function toMessages(problems: readonly SchemaProblem[]) {
  return problems.map((p) => ({ code: 'INVALID_REQUEST', message: `${p.path} ${p.message}`, description: `${p.path} ${p.message}` }));
}

/**
 * An operation's checks. They are compiled when the routes are registered (about 0.4 s for the
 * whole contract): a schema Ajv cannot compile stops the start, and no request pays for it.
 */
class OperationChecks {
  readonly #op: ContractOperation;
  readonly #validator: SchemaValidator;
  #request?: { path: SchemaCheck | null; query: SchemaCheck | null; body: SchemaCheck | null };
  readonly #responses = new Map<string, SchemaCheck | null>();

  constructor(op: ContractOperation, validator: SchemaValidator) {
    this.#op = op;
    this.#validator = validator;
  }

  /** Compiles every request and response schema now. */
  compileAll(): void {
    this.#compileRequest();
    for (const status of Object.keys(this.#op.responses)) this.#responseCheck(status);
  }

  #compileRequest() {
    this.#request ??= {
      path: this.#compile(paramsSchema(this.#op, 'path'), 'path'),
      query: this.#compile(paramsSchema(this.#op, 'query'), 'query'),
      body: this.#compile(this.#op.requestSchema, 'body'),
    };
    return this.#request;
  }

  /** Problems of the request; `query` is its declared query parameters (see declaredQuery). */
  request(request: FastifyRequest, queryValues: Record<string, unknown>): SchemaProblem[] {
    const { path, query, body } = this.#compileRequest();
    if (this.#op.requestRequired && request.body === undefined) return [{ path: 'body', message: 'is required' }];
    // A body the operation does not take is not read, so its text cannot hurt.
    const sentBody = this.#op.requestSchema ? request.body : undefined;
    const nul = [...nulTextProblems(request.params, 'path'), ...nulTextProblems(queryValues, 'query'), ...nulTextProblems(sentBody, 'body')];
    if (nul.length > 0) return nul;
    const repeated = repeatedProblems(this.#op, queryValues);
    if (repeated.length > 0) return repeated;
    return [
      ...(path?.(request.params ?? {}) ?? []),
      ...(query?.(queryValues) ?? []),
      ...(body && sentBody !== undefined ? (body(sentBody) ?? []) : []),
    ];
  }

  /** Problems of a JSON response, or a single problem when the status is not in the contract. */
  response(status: number, body: unknown): SchemaProblem[] {
    const media = this.#op.responses[String(status)];
    if (!media) return [{ path: 'status', message: `${status} is not a response of ${this.#op.operationId}` }];
    return this.#responseCheck(String(status))?.(body) ?? [];
  }

  #responseCheck(status: string): SchemaCheck | null {
    if (!this.#responses.has(status)) this.#responses.set(status, this.#compile(this.#op.responses[status]?.['application/json'] ?? null, 'response'));
    return this.#responses.get(status) ?? null;
  }

  #compile(schema: JsonSchema | null, root: string): SchemaCheck | null {
    return schema ? this.#validator.compile(schema, root) : null;
  }
}

function sendFile(reply: FastifyReply, result: FileResult) {
  const { contentType, filename, content } = result.file;
  reply.code(200).type(contentType).header('content-disposition', contentDisposition(filename));
  if (typeof content === 'string' || Buffer.isBuffer(content)) return reply.send(content);
  const stream = Readable.from(content);
  // A client that goes away mid-download: destroying the stream returns the iterator, which
  // ends the database export behind it.
  reply.raw.once('close', () => {
    if (!stream.readableEnded) stream.destroy();
  });
  return reply.send(stream);
}

/** Registers every contract operation; returns the operationIds that have no handler (answered 501). */
export function registerContractRoutes(
  app: FastifyInstance,
  deps: SandboxDeps,
  handlers: Readonly<Record<string, OperationHandler>>,
): { missing: string[] } {
  const validator = new SchemaValidator(contractDocument);
  const missing: string[] = [];
  for (const op of listOperations(contractDocument)) {
    const handler = handlers[op.operationId];
    if (!handler) missing.push(op.operationId);
    const checks = new OperationChecks(op, validator);
    checks.compileAll();
    app.route({
      method: op.method,
      url: op.path.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (request, reply) => {
        let result: HandlerResult;
        try {
          const principal = op.secured
            ? await authenticate(deps, request.headers.authorization, { ignoreExpiry: EXPIRED_BEARER_ALLOWED.has(op.operationId) })
            : null;
          if (principal && op.roles.length > 0 && !ROLES_CHECKED_BY_HANDLER.has(op.operationId) && !hasAnyRole(principal.roles, op.roles))
            throw fail.forbidden();
          const query = declaredQuery(op, request.query);
          const problems = checks.request(request, query);
          if (problems.length > 0) throw fail.invalid(toMessages(problems));
          if (!handler) throw new ApiError(501, errorBody('NOT_IMPLEMENTED', `${op.operationId} is not implemented by the sandbox`));
          const ctx: HandlerContext = {
            body: request.body,
            query: query as Record<string, string>,
            params: (request.params ?? {}) as Record<string, string>,
            principal,
            deps,
            log: request.log,
          };
          result = await handler(ctx);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          result = { status: error.status, body: error.body };
        }
        if ('file' in result) return sendFile(reply, result);
        const problems = result.status === 501 ? [] : checks.response(result.status, result.body);
        if (problems.length > 0) {
          request.log.error({ operationId: op.operationId, status: result.status, problems }, 'response does not match the contract');
          return reply.code(500).send(errorBody('RESPONSE_CONTRACT', 'The sandbox produced a response outside the contract'));
        }
        return reply.code(result.status).send(result.body);
      },
    });
  }
  return { missing };
}
