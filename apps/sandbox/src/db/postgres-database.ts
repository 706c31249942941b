/**
 * The node-postgres adapter for a real PostgreSQL (`DATABASE_URL`). An export's COPY streams on a
 * connection of its own, so a slow download never holds up other requests, and the server sends
 * rows only as fast as the download reads them (the socket's flow control), keeping memory flat.
 */
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database, Queryable } from './database';
import { copyStatement } from './copy-text';

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
    async *copyOut(sql: string, params: readonly unknown[]) {
      const statement = copyStatement(sql, params, 'stdout');
      const client = await pool.connect();
      let completed = false;
      try {
        await client.query('begin');
        // An export in any order but the report index's is sorted whole first: memory enough for
        // that sort to stay off disk (the default 4 MB spills 25 000 transactions).
        await client.query("set local work_mem = '64MB'");
        yield* client.query(copyTo(statement));
        await client.query('commit');
        completed = true;
      } finally {
        // Stopped early or failed, the connection may still be inside the COPY: it is closed
        // (the server then ends the COPY) rather than given back to the pool.
        client.release(!completed);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
