/**
 * GET /api/dev/outbox?username=: the mail the sandbox would have sent (temporary passwords).
 * Outside the contract, and a way into any account (it hands out temporary passwords without a
 * sign-in): registered only in demo mode (`--demo`), and answered only to a client on this
 * machine. The Host header must name this machine too, so that a web page whose own name
 * resolves to 127.0.0.1 (DNS rebinding) cannot read it from a developer's browser.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { errorBody } from '../errors';
import { readOutbox } from '../store/outbox';

/** 127.0.0.0/8, ::1, and 127.0.0.0/8 as an IPv4-mapped IPv6 address (a dual-stack socket). */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The Host header's name (no port) is localhost or a loopback address. */
function isLoopbackHostHeader(host: string | undefined): boolean {
  if (!host) return false;
  let name: string;
  try {
    name = new URL(`http://${host}/`).hostname;
  } catch {
    return false;
  }
  if (name === 'localhost') return true;
  return isLoopbackAddress(name.startsWith('[') ? name.slice(1, -1) : name);
}

/** True when the request comes from this machine, by its socket and by the name it asked for. */
export function isLocalRequest(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackHostHeader(request.headers.host);
}

/** Registers the outbox reader (demo mode only). */
export function registerOutboxRoute(app: FastifyInstance, db: Database): void {
  app.get('/api/dev/outbox', async (request, reply) => {
    if (!isLocalRequest(request))
      return reply.code(403).send(errorBody('LOOPBACK_ONLY', 'The outbox answers only to clients on the machine that runs the sandbox.'));
    const { username } = request.query as { username?: unknown };
    const messages = await readOutbox(db, typeof username === 'string' && username !== '' ? username : undefined);
    return { messages };
  });
}
