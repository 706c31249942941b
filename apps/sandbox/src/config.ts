/**
 * Command line and environment of `node dist/main.js`. Only the options below are understood:
 * anything else is a usage error (exit 2 with the usage), so a mistyped `--memroy` or a `--help`
 * never starts a sandbox on the default data folder by accident.
 */
import { resolve } from 'node:path';
import type { SandboxOptions } from './sandbox';

/** What `--help` prints (and a usage error after its message). */
export const USAGE = `Usage: node apps/sandbox/dist/main.js [options]

Starts the reference lego-* API (not the bank's backend) on 127.0.0.1:8787 and prints one line
when ready; Ctrl+C or SIGTERM stops it.

Options:
  --memory                     PGlite in memory: nothing is stored, nothing is locked
  --data-dir DIR               PGlite data folder (default apps/sandbox/.data/pglite); one
                               sandbox at a time: DIR.lock names the process that has it
  --fresh                      start over: delete the stored data, migrate and seed again
  --transactions N             transactions seeded on first start (default 200000)
  --port N                     TCP port (default API_PORT, else 8787; 0 picks a free one)
  --access-token-lifetime S    seconds an access token lives (default 900)
  --pending-expiry-days N      days a pending customer change waits before it expires and
                               can only be rejected (default PENDING_CHANGE_EXPIRY_DAYS, else 30)
  --demo                       demo mode: GET /api/dev/outbox shows the mailed temporary
                               passwords to clients on this machine (never with
                               NODE_ENV=production); also SANDBOX_DEMO=1
  --public-host NAME           the name or address clients reach the sandbox by (default
                               API_PUBLIC_HOST): callback URLs naming it are refused
  -h, --help                   print this help and exit

Environment:
  API_PORT, API_HOST (default 127.0.0.1), API_PUBLIC_HOST, DATABASE_URL (PostgreSQL
  instead of PGlite), SANDBOX_DEMO=1 (as --demo), LOG_LEVEL (default warn),
  PENDING_CHANGE_EXPIRY_DAYS (as --pending-expiry-days)

The sandbox is for one machine: it must never face a network.
`;

/** A command line the sandbox does not understand: main prints the message and the usage, exit 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The options, and whether each takes a value. */
const OPTIONS: Readonly<Record<string, { value: boolean }>> = {
  '--memory': { value: false },
  '--fresh': { value: false },
  '--demo': { value: false },
  '--help': { value: false },
  '-h': { value: false },
  '--data-dir': { value: true },
  '--transactions': { value: true },
  '--port': { value: true },
  '--access-token-lifetime': { value: true },
  '--public-host': { value: true },
  '--pending-expiry-days': { value: true },
};

/** The options given, by name (`true` for a switch); a value is `--name value` or `--name=value`. */
function readOptions(argv: readonly string[]): Map<string, string | true> {
  const given = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    // npm and pnpm may pass their `--` separator through to the script.
    if (arg === '--') continue;
    const inline = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = inline > 0 ? arg.slice(0, inline) : arg;
    if (!Object.hasOwn(OPTIONS, name)) throw new UsageError(name.startsWith('-') ? `unknown option ${name}` : `unexpected argument ${arg}`);
    if (given.has(name)) throw new UsageError(`${name} is given twice`);
    if (!OPTIONS[name]!.value) {
      if (inline > 0) throw new UsageError(`${name} takes no value`);
      given.set(name, true);
      continue;
    }
    const value = inline > 0 ? arg.slice(inline + 1) : argv[(i += 1)];
    if (value === undefined || value === '' || (inline < 0 && (value.startsWith('--') || value === '-h'))) throw new UsageError(`${name} needs a value`);
    given.set(name, value);
  }
  return given;
}

/** What the command line asks for: the usage, or a sandbox with these options. */
export type CommandLine = { help: true } | { help: false; options: SandboxOptions };

/** Reads the command line and the environment; throws `UsageError` for anything not understood. */
export function parseCommandLine(argv: readonly string[], env: NodeJS.ProcessEnv): CommandLine {
  const given = readOptions(argv);
  if (given.has('--help') || given.has('-h')) return { help: true };
  const text = (name: string) => {
    const value = given.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const number = (value: string | undefined, name: string, max = Number.MAX_SAFE_INTEGER) => {
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(parsed)) throw new UsageError(`${name} must be a whole number, got ${value}`);
    if (parsed > max) throw new UsageError(`${name} must be at most ${max}, got ${value}`);
    return parsed;
  };
  // A lifetime of 0 would issue access tokens that are dead on arrival.
  const positive = (value: number | undefined, name: string) => {
    if (value === 0) throw new UsageError(`${name} must be at least 1`);
    return value;
  };
  const expiryGiven = text('--pending-expiry-days');
  const expiryName = expiryGiven === undefined ? 'PENDING_CHANGE_EXPIRY_DAYS' : '--pending-expiry-days';
  // At least a day: 0 would expire every change the moment it is made. At most ten years.
  const pendingExpiryDays = positive(number(expiryGiven ?? (env.PENDING_CHANGE_EXPIRY_DAYS || undefined), expiryName, 3650), expiryName);
  const level = env.LOG_LEVEL as SandboxOptions['log'] | undefined;
  const dataDir = text('--data-dir');
  const publicHost = text('--public-host') ?? (env.API_PUBLIC_HOST || undefined);
  const demo = given.has('--demo') || env.SANDBOX_DEMO === '1' || env.SANDBOX_DEMO === 'true';
  // The outbox hands out any account's temporary password: a production build never serves it.
  if (demo && env.NODE_ENV === 'production') throw new UsageError('--demo (SANDBOX_DEMO) is refused when NODE_ENV=production');
  return {
    help: false,
    options: {
      port: number(text('--port') ?? env.API_PORT, text('--port') === undefined ? 'API_PORT' : '--port', 65_535) ?? 8787,
      host: env.API_HOST ?? '127.0.0.1',
      ...(publicHost ? { publicHost } : {}),
      memory: given.has('--memory'),
      fresh: given.has('--fresh'),
      demo,
      ...(dataDir ? { dataDir: resolve(dataDir) } : {}),
      databaseUrl: env.DATABASE_URL || undefined,
      transactions: number(text('--transactions'), '--transactions'),
      accessTokenLifetime: positive(number(text('--access-token-lifetime'), '--access-token-lifetime'), '--access-token-lifetime'),
      ...(pendingExpiryDays !== undefined ? { pendingExpiryDays } : {}),
      // Quiet by default (one ready line); LOG_LEVEL=info logs every request as JSON with its id.
      log: level ?? 'warn',
    },
  };
}

/** The sandbox options of a command line that asks to start one; throws `UsageError` otherwise. */
export function configFrom(argv: readonly string[], env: NodeJS.ProcessEnv): SandboxOptions {
  const command = parseCommandLine(argv, env);
  if (command.help) throw new UsageError('--help starts no sandbox');
  return command.options;
}
