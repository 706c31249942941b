/** The WHERE clauses of the lists and exports, built condition by condition with bind parameters. */

/** Conditions joined by `and`, and the parameters their `$n` placeholders stand for. */
export class SqlFilter {
  private readonly conditions: string[];
  readonly params: unknown[];

  /** Starts from `conditions` on `params` (the caller's merchant, a date range). */
  constructor(conditions: readonly string[], params: readonly unknown[]) {
    this.conditions = [...conditions];
    this.params = [...params];
  }

  /** Adds a condition without a parameter. */
  require(condition: string): void {
    this.conditions.push(condition);
  }

  /** Adds a condition on one more parameter: `clause(n)` writes it with that parameter as `$n`. */
  add(clause: (n: number) => string, value: unknown): void {
    this.params.push(value);
    this.conditions.push(clause(this.params.length));
  }

  /** The WHERE clause (without the keyword). */
  get where(): string {
    return this.conditions.join(' and ');
  }
}

/** `text` with LIKE's own characters (backslash, % and _) escaped, to match as it is. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The LIKE pattern of a case-insensitive "contains", for `lower(column) like $n`. */
export const likeContains = (text: string) => `%${likeEscaped(text.toLowerCase())}%`;
