/**
 * The PGlite adapter: Postgres compiled to WebAssembly, in memory or in a data directory.
 * PGlite is one session, so a cursor cannot stay open inside a transaction while other requests
 * run: it is declared WITH HOLD (materialised by the server when declared) and fetched from
 * between other queries.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { nextCursorName } from './database';

/** Where the PGlite database lives. */
export interface PgliteOptions {
  /** Data directory; omitted for an in-memory database. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests start each database from one snapshot). */
  snapshot?: Blob;
}

/** Opens a PGlite database. */
export async function openPglite(options: PgliteOptions = {}): Promise<Database & { dump(): Promise<Blob> }> {
  const pg = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    // The sandbox is a development tool: durability of the last milliseconds does not matter.
    relaxedDurability: true,
  });
  await pg.waitReady;
  // Everything is in memory, so reading rows in an index's order costs about what reading them
  // in table order does (the usual setting for data in RAM): the planner then takes the report
  // index's order rather than sorting a month of transactions first.
  await pg.exec('set random_page_cost = 1.1');

  const query = async <T>(sql: string, params: readonly unknown[] = []) =>
    (await pg.query<T>(sql, params as unknown[])).rows;

  return {
    kind: 'pglite',
    query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(work) {
      return pg.transaction((tx) => {
        const scoped: Queryable = {
          query: async <T>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<T>(sql, params as unknown[])).rows,
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        };
        return work(scoped);
      });
    },
    async *cursor<T>(sql: string, params: readonly unknown[], batchSize: number) {
      const name = nextCursorName();
      await pg.query(`declare ${name} no scroll cursor with hold for ${sql}`, params as unknown[]);
      try {
        for (;;) {
          const rows = (await pg.query<T>(`fetch ${batchSize} from ${name}`)).rows;
          if (rows.length > 0) yield rows;
          if (rows.length < batchSize) return;
        }
      } finally {
        await pg.query(`close ${name}`).catch(() => undefined);
      }
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
    async dump() {
      return pg.dumpDataDir('none');
    },
  };
}
