// A real HTTP server on localhost for the client tests: it issues JWT-shaped tokens with a
// controllable `iat`, counts refresh calls, records the Authorization header of every request,
// and serves downloads with chosen Content-Disposition headers. No fetch mocks.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Makes an unsigned JWT-shaped token whose payload has the given `iat` (seconds). */
export function fakeJwt(iatSeconds: number, extra: Record<string, unknown> = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ iat: iatSeconds, ...extra })}.sig`;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface TokenServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Number of refresh calls received. */
  refreshCount(): number;
  /** When set, the refresh call answers this status instead of new tokens. */
  failRefreshWith: number | undefined;
  /** Delay of the refresh answer in ms, to let concurrent calls pile up behind it. */
  refreshDelayMs: number;
  /** `iat` (seconds) of the tokens the next refresh issues. */
  nextIat: number;
  /** Content-Disposition header of the download endpoint. */
  contentDisposition: string | undefined;
  /** Status the protected calls answer. */
  protectedStatus: number;
  /**
   * The streamed registration download sends its header line, then waits for this promise
   * before the rows (so a test can abort mid-stream); undefined sends everything at once.
   */
  streamGate: Promise<void> | undefined;
  /** Set when the streamed download's client went away before the end. */
  streamAborted: boolean;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Starts the server on a free loopback port. */
export async function startTokenServer(): Promise<TokenServer> {
  let refreshes = 0;
  const state: TokenServer = {
    baseUrl: '',
    requests: [],
    refreshCount: () => refreshes,
    failRefreshWith: undefined,
    refreshDelayMs: 0,
    nextIat: Math.floor(Date.now() / 1000),
    contentDisposition: 'attachment; filename="report.csv"',
    protectedStatus: 200,
    streamGate: undefined,
    streamAborted: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = await readJson(req);
    state.requests.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization, body });
    if (path === '/api/lego-authorization/ext/cognito/signIn') {
      const iat = state.nextIat;
      return json(res, 200, { idToken: fakeJwt(iat, { n: 'signin' }), accessToken: `access-${iat}`, refreshToken: 'refresh-1' });
    }
    if (path === '/api/lego-authorization/ext/cognito') {
      refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, state.refreshDelayMs));
      // Like the lego-authorization service: the refresh call carries the current id token.
      if (!req.headers.authorization?.startsWith('Bearer ')) return json(res, 401, { validationMessages: [{ code: '401', message: 'Unauthorized', description: 'Unauthorized' }] });
      if (state.failRefreshWith) return json(res, state.failRefreshWith, { validationMessages: [{ code: 'E', message: 'no', description: 'no' }] });
      const iat = state.nextIat;
      return json(res, 200, { idToken: fakeJwt(iat, { n: `refresh-${refreshes}` }), accessToken: `access-refreshed-${refreshes}` });
    }
    if (path === '/api/lego-userprofile/ext/user/forgot') return json(res, 200, {});
    if (path === '/api/lego-authentication/ext/keypairs' || path === '/api/lego-report/ext/transaction/download') {
      const headers: Record<string, string> = { 'content-type': 'text/csv' };
      if (state.contentDisposition !== undefined) headers['content-disposition'] = state.contentDisposition;
      res.writeHead(200, headers);
      return res.end('a,b\n1,2\n');
    }
    if (path === '/api/lego-report/ext/registration/download') {
      if (state.protectedStatus !== 200) {
        return json(res, state.protectedStatus, { validationMessages: [{ code: 'E400', message: 'Range', description: 'Downloadable transaction date range should not be over than 30 days.' }] });
      }
      res.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="registration_20261101.csv"' });
      res.on('close', () => {
        if (!res.writableEnded) state.streamAborted = true;
      });
      res.write('id,name\r\n');
      await state.streamGate;
      if (res.destroyed) return;
      return res.end('1,one\r\n2,two\r\n');
    }
    if (state.protectedStatus !== 200) {
      return json(res, state.protectedStatus, { validationMessages: [{ code: 'X', message: 'Unauthorized', description: 'Token expired' }] });
    }
    return json(res, 200, { ok: true, path });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** A port on which nothing listens: bind, read the port, close. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
