/**
 * `node dist/main.js [options]` (`--help` lists them): starts the sandbox on
 * 127.0.0.1:${API_PORT:-8787}, prints one line when ready, stops cleanly on SIGINT/SIGTERM.
 * Exit codes: 0 after `--help` or a clean stop, 1 when it cannot start (the data folder is
 * another sandbox's, the port is taken), 2 for a command line it does not understand.
 */
import { relative } from 'node:path';
import type { CommandLine } from './config';
import { parseCommandLine, USAGE, UsageError } from './config';
import { defaultDataDir } from './paths';

function readCommandLine(): CommandLine | null {
  try {
    return parseCommandLine(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`[sandbox] ${error.message}\n\n${USAGE}`);
    // exitCode rather than exit(): the usage must reach a pipe before the process ends.
    process.exitCode = 2;
    return null;
  }
}

async function run(config: Extract<CommandLine, { help: false }>['options']) {
  const started = Date.now();
  // Loaded only to run: `--help` and a usage error answer at once, without Fastify or PGlite.
  const { startSandbox } = await import('./sandbox');
  const dataDir = config.dataDir ?? defaultDataDir();
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.memory ? 'PGlite in memory' : `PGlite in ${relative(process.cwd(), dataDir) || '.'}`;
  try {
    const sandbox = await startSandbox(config);
    if (config.fresh && !config.memory) console.log('[sandbox] --fresh: the stored data was deleted and seeded again');
    console.log(`[sandbox] lego-* API ready at ${sandbox.url}/api (${storage}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (config.demo) console.log(`[sandbox] demo mode: mailed temporary passwords at ${sandbox.url}/api/dev/outbox (this machine only)`);
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`[sandbox] ${signal}: stopping`);
      // A hung close must not keep the process alive forever.
      setTimeout(() => process.exit(1), 10_000).unref();
      sandbox.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('[sandbox] error while stopping', error);
          process.exit(1);
        },
      );
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
  } catch (error) {
    console.error('[sandbox] failed to start:', error instanceof Error ? error.message : error);
    // exit(), not exitCode: a half-started database may hold the event loop open.
    process.exit(1);
  }
}

const command = readCommandLine();
if (command?.help) process.stdout.write(USAGE);
else if (command) await run(command.options);
