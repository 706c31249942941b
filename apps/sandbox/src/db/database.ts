/**
 * The storage port of the sandbox. Two adapters implement it, PGlite (embedded) and node-postgres
 * (a real PostgreSQL), over the same SQL, so every query the handlers run is portable.
 */

/** Anything that runs parameterised SQL and returns rows. */
export interface Queryable {
  /** Runs one statement with `$1..$n` parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
}

/** An open database. */
export interface Database extends Queryable {
  /** `pglite` or `postgres`, for logs and tests. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Reads the rows of `sql` through a server-side cursor, `batchSize` rows at a time, so a
   * large result never sits in memory whole. Stopping the iteration early closes the cursor.
   */
  cursor<T = Record<string, unknown>>(sql: string, params: readonly unknown[], batchSize: number): AsyncGenerator<T[]>;
  /** Closes the database (and frees the connections). */
  close(): Promise<void>;
}

let cursorCounter = 0;

/** A cursor name unique within this process (SQL identifiers cannot be parameters). */
export function nextCursorName(): string {
  cursorCounter += 1;
  return `sandbox_cursor_${cursorCounter}`;
}
