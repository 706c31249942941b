/** GET /api/health: 200 when the database answers, 503 otherwise. */
import { fail } from '../errors';
import type { OperationHandler } from './handler-types';
import { ok } from './handler-types';

export const getHealth: OperationHandler = async ({ deps }) => {
  try {
    await deps.db.query('select 1');
  } catch {
    throw fail.unavailable();
  }
  return ok({ status: 'ok' });
};
