/**
 * POST /api/dev/customer-changed `{ custProfileId, phoneNumber? }`: the customer record changes
 * outside the maker-checker flow, as when the bank's core system or a branch updates a customer's
 * phone number, so a demo or a test can show that a change requested before can no longer be
 * approved (409 'This customer changed after the request was made. ...', issue 32). Outside the
 * contract; registered only in demo mode, answered only to a client on this machine, like the
 * outbox. Answers the customer's new version.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { nowStamp } from '../clock';
import type { Database } from '../db/database';
import { errorBody } from '../errors';
import { isLocalRequest } from './outbox-route';

/** Who the record says changed it: not a portal user. */
export const OUTSIDE_CHANGER = 'core-banking';

/** Registers the route (demo mode only). */
export function registerCustomerChangedRoute(app: FastifyInstance, db: Database, clock: Clock): void {
  app.post('/api/dev/customer-changed', async (request, reply) => {
    if (!isLocalRequest(request))
      return reply.code(403).send(errorBody('LOOPBACK_ONLY', 'The dev routes answer only to clients on the machine that runs the sandbox.'));
    const body = (request.body ?? {}) as { custProfileId?: unknown; phoneNumber?: unknown };
    const phone = typeof body.phoneNumber === 'string' && /^\d{9,10}$/.test(body.phoneNumber) ? body.phoneNumber : '0800000000';
    if (typeof body.custProfileId !== 'string' || body.custProfileId === '')
      return reply.code(400).send(errorBody('BAD_REQUEST', 'custProfileId is required.'));
    const [row] = await db.query<{ version: number }>(
      `update customer_profile set customer_info = customer_info || jsonb_build_object('phoneNumber', $2::text),
         update_datetime = $3, last_username = $4, version = version + 1
       where cust_profile_id = $1 returning version`,
      [body.custProfileId, phone, nowStamp(clock), OUTSIDE_CHANGER],
    );
    if (!row) return reply.code(404).send(errorBody('NOT_FOUND', 'Customer profile not found.'));
    return { custProfileId: body.custProfileId, version: row.version };
  });
}
