/**
 * The node-postgres adapter for a real PostgreSQL (`DATABASE_URL`). Cursors run in their own
 * transaction on a dedicated connection, so a slow download never holds up other requests.
 */
import pg from 'pg';
import type { Database, Queryable } from './database';
import { nextCursorName } from './database';

/** Opens a pool on `connectionString`. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 8 });
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();

  const query = async <T>(sql: string, params: readonly unknown[] = []) =>
    (await pool.query(sql, params as unknown[])).rows as T[];

  return {
    kind: 'postgres',
    query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const scoped: Queryable = {
          query: async <T>(sql: string, params: readonly unknown[] = []) =>
            (await client.query(sql, params as unknown[])).rows as T[],
          exec: async (sql: string) => {
            await client.query(sql);
          },
        };
        const result = await work(scoped);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async *cursor<T>(sql: string, params: readonly unknown[], batchSize: number) {
      const client = await pool.connect();
      const name = nextCursorName();
      const fetch = () => client.query(`fetch ${batchSize} from ${name}`).then((result) => result.rows as T[]);
      let pending: Promise<T[]> | null = null;
      let failed = false;
      try {
        await client.query('begin');
        // An export is sorted whole before its first row: memory enough for that sort to stay
        // off disk (the default 4 MB spills an export of 25 000 transactions).
        await client.query("set local work_mem = '64MB'");
        await client.query(`declare ${name} no scroll cursor for ${sql}`, params as unknown[]);
        let ahead = fetch();
        pending = ahead;
        for (;;) {
          const rows = await ahead;
          const more = rows.length === batchSize;
          // The server reads the next batch while the consumer writes this one.
          if (more) ahead = fetch();
          pending = more ? ahead : null;
          if (rows.length > 0) yield rows;
          if (!more) break;
        }
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // Reached on completion, on error and when the consumer stops early (return()); a
        // batch asked for ahead is awaited first, so its failure is not left unhandled.
        if (pending) await pending.catch(() => undefined);
        await client.query(failed ? 'rollback' : 'commit').catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
