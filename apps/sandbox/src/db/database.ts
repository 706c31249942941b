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
   * Runs the SELECT `sql` through COPY and yields its output: the rows as lines of COPY's text
   * format (see `copy-text.ts`), in chunks cut anywhere. Downloads read their exports this way;
   * stopping the iteration early ends the COPY.
   */
  copyOut(sql: string, params: readonly unknown[]): AsyncGenerator<Uint8Array>;
  /** Closes the database (and frees the connections). */
  close(): Promise<void>;
}
