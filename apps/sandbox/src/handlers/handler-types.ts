/** What an operation handler receives and returns. */
import type { FastifyBaseLogger } from 'fastify';
import type { Permissions, StaffAccess } from '@lego-portal/rules';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { TokenService, VerifiedToken } from '../auth/tokens';
import { fail } from '../errors';

/** The signed-in user behind a bearer id token. */
export interface Principal {
  userId: string;
  username: string;
  /** The user's own merchant; empty for bank staff, who have none (see merchant-scope.ts). */
  merchantId: string;
  fullName: string;
  /** Roles as stored now (grants, special code, staff roles), not as the token claims them. */
  roles: readonly string[];
  permissions: Permissions;
  /** What the user may do as bank staff (all false for a merchant user). */
  staff: StaffAccess;
  sessionId: string;
  token: VerifiedToken;
}

/** Services shared by every handler. */
export interface SandboxDeps {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  /** Hosts the sandbox answers on, which no callback URL may name (callback-host.ts). */
  ownHosts?: readonly string[];
  /** Days a pending customer change waits before it expires (default 30, pending-expiry.ts). */
  pendingExpiryDays?: number;
}

/** One request, validated against the contract. */
export interface HandlerContext {
  /** The JSON body (already validated; handlers read it through their own body types). */
  body: unknown;
  query: Readonly<Record<string, string | undefined>>;
  params: Readonly<Record<string, string | undefined>>;
  /** The caller, for every operation but those with `security: []`. */
  principal: Principal | null;
  deps: SandboxDeps;
  log: FastifyBaseLogger;
}

/** A JSON answer. */
export interface JsonResult {
  status: number;
  body: unknown;
}

/** A file download (CSV, text, PEM), possibly streamed. */
export interface FileResult {
  status: 200;
  file: {
    contentType: string;
    filename: string;
    /** A stream is read lazily; when the client goes away the iterator is returned (the export ended). */
    content: string | Buffer | AsyncIterable<string | Buffer>;
  };
}

/** What a handler returns. */
export type HandlerResult = JsonResult | FileResult;

/** A handler of one operation. */
export type OperationHandler = (ctx: HandlerContext) => Promise<HandlerResult>;

/** The caller of a secured operation (the pipeline guarantees it is there). */
export function principalOf(ctx: HandlerContext): Principal {
  if (!ctx.principal) throw new Error('secured operation without a principal');
  return ctx.principal;
}

/** 200 with a JSON body. */
export const ok = (body: unknown): JsonResult => ({ status: 200, body });

/** 200 with a CSV file (an export, streamed). */
export const csvFile = (filename: string, content: AsyncIterable<string | Buffer>): FileResult => ({
  status: 200,
  file: { contentType: 'text/csv; charset=utf-8', filename, content },
});

/** Refuses (400 INVALID_SORT) a sort field that `columns` (sortable fields by API name) does not name. */
export function checkSortField(field: string | undefined, columns: Readonly<Record<string, string>>, parameter = 'sortField'): void {
  if (field !== undefined && !columns[field]) throw fail.badRequest(`${parameter}: unknown field ${field}`, 'INVALID_SORT');
}
