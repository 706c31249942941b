/**
 * GET /api/dev/outbox?username=: the mail the sandbox would have sent (temporary passwords).
 * Outside the contract and registered only when NODE_ENV is not production.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { readOutbox } from '../store/outbox';

/** Registers the dev-only outbox reader. */
export function registerOutboxRoute(app: FastifyInstance, db: Database): void {
  app.get('/api/dev/outbox', async (request) => {
    const { username } = request.query as { username?: unknown };
    const messages = await readOutbox(db, typeof username === 'string' && username !== '' ? username : undefined);
    return { messages };
  });
}
