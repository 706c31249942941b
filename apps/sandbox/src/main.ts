/**
 * `node dist/main.js [--memory] [--fresh] [--transactions N] [--port N]`: starts the sandbox on
 * 127.0.0.1:${API_PORT:-8787}, prints one line when ready, stops cleanly on SIGINT/SIGTERM.
 */
import { configFrom } from './config';
import { startSandbox } from './sandbox';

const config = configFrom(process.argv.slice(2), process.env);
const started = Date.now();
const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.memory ? 'PGlite in memory' : 'PGlite in .data/pglite';

try {
  const sandbox = await startSandbox(config);
  if (config.fresh && !config.memory) console.log('[sandbox] --fresh: the stored data was deleted and seeded again');
  console.log(`[sandbox] lego-* API ready at ${sandbox.url}/api (${storage}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
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
  process.exit(1);
}
