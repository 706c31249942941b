/**
 * `npm run bench` (apps/sandbox): prints figures, asserts nothing. For 200 000 and 1 000 000
 * seeded transactions it starts the sandbox in its own process (in-memory PGlite) and measures
 * over HTTP: p50/p95 of a transaction list page (25 rows, 30-day range, filtered and sorted),
 * the summary of payments by status over 30 and over 360 days (p50/p95), and a 30-day CSV
 * export's time to first byte, rows per second and the server's memory while it streams (one
 * cold export, then the median and best of eleven). `BENCH_SIZES=200000` limits the sizes; `BENCH_POSTGRES=1` runs the same against a
 * throwaway PostgreSQL server (Debian's binaries) instead of PGlite.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { addDays, formatCompactDate, todayIn } from '@lego-portal/rules';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import type { TestPostgres } from '../test/support/postgres';
import { startPostgres } from '../test/support/postgres';

const SIZES = (process.env.BENCH_SIZES ?? '200000,1000000').split(',').map(Number);
const LIST_REQUESTS = 200;
const SUMMARY_REQUESTS = 100;
const EXPORT_REPEATS = 11;
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

const day = (daysAgo: number) => formatCompactDate(addDays(todayIn(), -daysAgo));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Resident and peak resident memory of a process, in kB (Linux). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: read('VmRSS'), hwm: read('VmHWM') };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function benchSize(transactions: number, postgres: TestPostgres | null) {
  const port = await freePort();
  const env = { ...process.env, ...(postgres ? { DATABASE_URL: await postgres.createDatabase(`bench_${transactions}`) } : {}) };
  const started = performance.now();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', main, '--memory', '--transactions', String(transactions), '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => (chunk.toString().includes('ready at') ? resolve() : undefined));
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  const seedSeconds = (performance.now() - started) / 1000;
  const url = `http://127.0.0.1:${port}`;
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  try {
    const signIn = await post('/api/lego-authorization/ext/cognito/signIn', { username: 'demo_full', password: DEMO_PASSWORD });
    const { idToken } = (await signIn.json()) as { idToken: string };
    const variants = [
      { statusCodes: ['1000', '1002'], sortField: 'amount', sortDirection: 'desc' },
      { sortField: 'createdDateTime', sortDirection: 'desc' },
      { statusCodes: ['1000'], sortField: 'createdDateTime', sortDirection: 'asc', merchantName: 'phraya' },
    ];
    const latencies: number[] = [];
    for (let i = 0; i < LIST_REQUESTS + 10; i += 1) {
      const end = (i * 7) % 330;
      const body = {
        mode: i % 4 === 0 ? 'scheduled' : 'online',
        fromDate: `${day(end + 29)}000000`,
        toDate: `${day(end)}235959`,
        pageSize: 25,
        pageNo: 1 + (i % 5),
        ...variants[i % variants.length],
      };
      const t0 = performance.now();
      const response = await post('/api/lego-report/ext/transaction/list', body, idToken);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`list answered ${response.status}`);
      if (i >= 10) latencies.push(performance.now() - t0); // the first ten warm the caches
    }
    latencies.sort((a, b) => a - b);

    // The summary over 30 and 360 days, the window's end and the mode varied like the list's.
    // Most ranges are whole days, as the portal sends them; every fifth cuts its first and last
    // day, so part of it is added up from the report index (src/store/transaction-summary.ts).
    const summaryLatencies = async (days: number, endStep: number, endSpan: number) => {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < SUMMARY_REQUESTS + 5; i += 1) {
        const end = (i * endStep) % endSpan;
        const cut = i % 5 === 4;
        const body = {
          mode: i % 4 === 0 ? 'scheduled' : 'online',
          fromDate: `${day(end + days - 1)}${cut ? '083000' : '000000'}`,
          toDate: `${day(end)}${cut ? '171500' : '235959'}`,
          ...(i % 3 === 2 ? { statusCodes: ['1000', '1002'] } : {}),
        };
        const t0 = performance.now();
        const response = await post('/api/lego-report/ext/transaction/summary', body, idToken);
        const answer = (await response.json()) as { summary: { rows: unknown[] } };
        if (response.status !== 200) throw new Error(`summary answered ${response.status}`);
        if (i >= 5) {
          times.push(performance.now() - t0); // the first five warm the caches
          rows += answer.summary.rows.length;
        }
      }
      return { sorted: times.sort((a, b) => a - b), rows: Math.round(rows / SUMMARY_REQUESTS) };
    };
    const summary30 = await summaryLatencies(30, 7, 330);
    const summary360 = await summaryLatencies(360, 3, 30);

    const exportOnce = async () => {
      const before = memoryOf(child.pid!).rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, memoryOf(child.pid!).rss);
      }, 5);
      const t0 = performance.now();
      const csv = await post(
        '/api/lego-report/ext/transaction/download',
        { reportType: 'csv', transactionCriteria: { mode: 'online', fromDate: `${day(29)}000000`, toDate: `${day(0)}235959` } },
        idToken,
      );
      const reader = csv.body!.getReader();
      let firstByte = 0;
      let lines = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (!firstByte) firstByte = performance.now() - t0;
        for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) lines += 1;
      }
      clearInterval(sampler);
      return { firstByte, rows: lines - 1, seconds: (performance.now() - t0) / 1000, before, peak };
    };
    // The first export is cold; the warm ones are repeated because one run on a shared
    // 2-core machine varies by a quarter either way.
    const first = await exportOnce();
    const warm: Awaited<ReturnType<typeof exportOnce>>[] = [];
    for (let i = 0; i < EXPORT_REPEATS; i += 1) warm.push(await exportOnce());
    warm.sort((a, b) => a.seconds - b.seconds);
    const median = warm[Math.floor(warm.length / 2)]!;

    console.log(`\n${transactions.toLocaleString('en')} transactions on ${postgres ? 'PostgreSQL' : 'PGlite in memory'} (seeded and ready in ${seedSeconds.toFixed(1)} s)`);
    console.log(
      `  list page (25 rows, 30-day range, filtered, sorted; ${LIST_REQUESTS} requests): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
    );
    for (const [days, run] of [[30, summary30], [360, summary360]] as const) {
      console.log(
        `  summary by status, ${days} days (${SUMMARY_REQUESTS} requests, about ${run.rows} rows each): p50 ${percentile(run.sorted, 50).toFixed(1)} ms, p95 ${percentile(run.sorted, 95).toFixed(1)} ms, max ${run.sorted.at(-1)!.toFixed(1)} ms`,
      );
    }
    for (const [label, run] of [['first (cold)', first], [`median of ${warm.length} warm`, median], ['best warm', warm[0]!]] as const) {
      console.log(
        `  CSV 30 days, ${label} export (${run.rows.toLocaleString('en')} rows): first byte ${run.firstByte.toFixed(0)} ms, ${Math.round(run.rows / run.seconds).toLocaleString('en')} rows/s, ${run.seconds.toFixed(2)} s; server RSS ${mb(run.before)} -> peak ${mb(run.peak)}`,
      );
    }
    console.log(`  sandbox process peak RSS over the whole run: ${mb(memoryOf(child.pid!).hwm)}${postgres ? ' (PostgreSQL server not included)' : ''}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const started = process.env.BENCH_POSTGRES ? await startPostgres() : null;
if (started && 'skipped' in started) throw new Error(`BENCH_POSTGRES: ${started.skipped}`);
try {
  for (const size of SIZES) await benchSize(size, started);
} finally {
  started?.stop();
}
