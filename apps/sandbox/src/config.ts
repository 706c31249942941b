/** Command line and environment of `node dist/main.js`. */
import type { SandboxOptions } from './sandbox';

/**
 * Reads `--memory`, `--fresh`, `--transactions N`, `--port N`, `--access-token-lifetime SECONDS`,
 * API_PORT, DATABASE_URL, LOG_LEVEL.
 */
export function configFrom(argv: readonly string[], env: NodeJS.ProcessEnv): SandboxOptions {
  const valueOf = (flag: string) => {
    const index = argv.indexOf(flag);
    const inline = argv.find((arg) => arg.startsWith(`${flag}=`));
    return inline ? inline.slice(flag.length + 1) : index >= 0 ? argv[index + 1] : undefined;
  };
  const number = (text: string | undefined, name: string) => {
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got ${text}`);
    return value;
  };
  // A lifetime of 0 would issue access tokens that are dead on arrival.
  const positive = (value: number | undefined, name: string) => {
    if (value === 0) throw new Error(`${name} must be at least 1`);
    return value;
  };
  const level = env.LOG_LEVEL as SandboxOptions['log'] | undefined;
  return {
    port: number(valueOf('--port') ?? env.API_PORT, 'port') ?? 8787,
    host: env.API_HOST ?? '127.0.0.1',
    memory: argv.includes('--memory'),
    fresh: argv.includes('--fresh'),
    databaseUrl: env.DATABASE_URL || undefined,
    transactions: number(valueOf('--transactions'), '--transactions'),
    accessTokenLifetime: positive(number(valueOf('--access-token-lifetime'), '--access-token-lifetime'), '--access-token-lifetime'),
    // Quiet by default (one ready line); LOG_LEVEL=info logs every request as JSON with its id.
    log: level ?? 'warn',
  };
}
