/**
 * The PGlite adapter: Postgres compiled to WebAssembly, in memory or in a data directory.
 * PGlite runs inside this process and is one session: an export's COPY runs at once (an export
 * covers at most 30 days, a few megabytes), and its output is then written out a block at a
 * time while other requests use the database.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { copyStatement } from './copy-text';
import { copyDataOf, simpleQuery } from './wire-protocol';

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
    async *copyOut(sql: string, params: readonly unknown[]) {
      const statement = simpleQuery(copyStatement(sql, params, 'stdout'));
      const output = await pg.transaction(async (tx) => {
        // An export in any order but the report index's is sorted whole first: memory enough for
        // that sort to stay off the (in-memory) disk; 4 MB spills 25 000 transactions.
        await tx.exec("set local work_mem = '64MB'");
        // The raw protocol, inside the transaction that keeps other queries out meanwhile. Its
        // chunks are views of PGlite's memory, reused after the callback: each is copied.
        const chunks: Buffer[] = [];
        await pg.execProtocolRawStream(statement, { syncToFs: false, onRawData: (data) => chunks.push(Buffer.from(data)) });
        return copyDataOf(Buffer.concat(chunks));
      });
      if (output.length > 0) yield output;
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
    async dump() {
      return pg.dumpDataDir('none');
    },
  };
}
