/**
 * POST /api/dev/pending-aged `{ custProfileId, days }`: a customer's pending change is made as if
 * its maker had requested it `days` whole days earlier (its request time moves back), so a demo or
 * an end-to-end test can show a change pending longer than the expiry (issue 32: 'Expired', only
 * Reject) without waiting a month or moving the sandbox's clock for everybody. Outside the
 * contract; registered only in demo mode, answered only to a client on this machine, like the
 * outbox. Answers the change's new request time (`YYYYMMDDHHmmss`).
 */
import { timestampToDate, toTimestamp } from '@lego-portal/rules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { errorBody } from '../errors';
import { isLocalRequest } from './outbox-route';

const DAY_MS = 24 * 60 * 60 * 1000;
/** More than any expiry a demo would configure; a bound so the stored time stays a plain date. */
const MAX_DAYS = 3650;

/** Registers the route (demo mode only). */
export function registerPendingAgedRoute(app: FastifyInstance, db: Database): void {
  app.post('/api/dev/pending-aged', async (request, reply) => {
    if (!isLocalRequest(request))
      return reply.code(403).send(errorBody('LOOPBACK_ONLY', 'The dev routes answer only to clients on the machine that runs the sandbox.'));
    const body = (request.body ?? {}) as { custProfileId?: unknown; days?: unknown };
    if (typeof body.custProfileId !== 'string' || body.custProfileId === '')
      return reply.code(400).send(errorBody('BAD_REQUEST', 'custProfileId is required.'));
    if (typeof body.days !== 'number' || !Number.isInteger(body.days) || body.days < 1 || body.days > MAX_DAYS)
      return reply.code(400).send(errorBody('BAD_REQUEST', `days must be a whole number from 1 to ${MAX_DAYS}.`));
    const [row] = await db.query<{ created_datetime: string }>('select created_datetime from customer_pending_change where cust_profile_id = $1', [body.custProfileId]);
    const created = timestampToDate(row?.created_datetime ?? null);
    if (!row || !created) return reply.code(404).send(errorBody('NOT_FOUND', 'No pending change for this customer profile.'));
    const createdDatetime = toTimestamp(new Date(created.getTime() - body.days * DAY_MS));
    // Only the change read above: one decided (or replaced) meanwhile is not aged.
    const updated = await db.query('update customer_pending_change set created_datetime = $2 where cust_profile_id = $1 and created_datetime = $3 returning 1', [
      body.custProfileId,
      createdDatetime,
      row.created_datetime,
    ]);
    if (updated.length === 0) return reply.code(409).send(errorBody('CONFLICT', 'The pending change was decided or replaced meanwhile.'));
    return { custProfileId: body.custProfileId, createdDatetime };
  });
}
