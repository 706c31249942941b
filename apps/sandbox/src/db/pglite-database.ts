/**
 * The PGlite adapter: Postgres compiled to WebAssembly, in memory or in a data directory.
 * PGlite runs inside this process and is one session: an export's COPY runs at once (an export
 * covers at most 30 days, a few megabytes), and its output is then written out a block at a
 * time while other requests use the database.
 */
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { DatabaseError, parse, serialize } from 'pg-protocol';
import type { CopyDataMessage } from 'pg-protocol/dist/messages';
import type { Database, Queryable } from './database';
import { copyStatement } from './copy-text';

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
      // The raw protocol rather than PGlite's own COPY output, which goes through a Blob written a
      // kilobyte at a time (about 40 ms more for an export of 25 800 transactions).
      const statement = serialize.query(copyStatement(sql, params, 'stdout'));
      const output = await pg.transaction(async (tx) => {
        // An export in any order but the report index's is sorted whole first: memory enough for
        // that sort to stay off the (in-memory) disk; 4 MB spills 25 000 transactions.
        await tx.exec("set local work_mem = '64MB'");
        // Inside the transaction that keeps other queries out meanwhile. The chunks are views of
        // PGlite's memory, reused after the callback: each is copied.
        const chunks: Buffer[] = [];
        await pg.execProtocolRawStream(statement, { syncToFs: false, onRawData: (data) => chunks.push(Buffer.from(data)) });
        // Read here, so that the server's error rolls the transaction back.
        return copyDataOf(chunks);
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

/**
 * The data of the CopyData messages in a server's answer to one COPY TO STDOUT, joined; throws the
 * server's error when it sent one. The other messages (the COPY's start and end, the command tag,
 * ready-for-query, notices) carry nothing an export needs.
 */
async function copyDataOf(answer: readonly Buffer[]): Promise<Buffer> {
  // The data is smaller than the messages that carry it.
  const output = Buffer.allocUnsafe(answer.reduce((size, chunk) => size + chunk.length, 0));
  let length = 0;
  let failure: DatabaseError | undefined;
  await parse(Readable.from(answer), (message) => {
    // A message's chunk is a view of the parser's buffer, which it reuses: copied at once.
    if (message.name === 'copyData') length += (message as CopyDataMessage).chunk.copy(output, length);
    else if (message instanceof DatabaseError) failure ??= message;
  });
  if (failure) throw failure;
  return output.subarray(0, length);
}
