/**
 * One in-memory sandbox for the run, the intranet's server in front of each build (React 19 from
 * dist/, React 18.3 from INTRANET_REACT_18_DIST), and the reference host's server with its own
 * build, for comparing how the portal looks. The sandbox and the reference host are the
 * workspace's: the example's test bed uses them, the example itself imports nothing of them.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createIntranetServer } from '../serve.mjs';
import { createHostServer } from '../../../apps/host/server.mjs';
import { startSandboxProcess } from '../../../apps/host/scripts/sandbox-process.mjs';

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dist19 = fileURLToPath(new URL('../dist', import.meta.url));
  const dist18 = process.env.INTRANET_REACT_18_DIST ?? fileURLToPath(new URL('../.work/react-18/dist', import.meta.url));
  const reference = fileURLToPath(new URL('../../../apps/host/dist', import.meta.url));
  for (const dir of [dist19, dist18, reference]) {
    if (!existsSync(`${dir}/index.html`)) throw new Error(`${dir} is missing: run \`node scripts/intranet-example.mjs\` from the repository root (after \`npm run build\`).`);
  }
  const sandbox = (await startSandboxProcess({ transactions: 500 })) as { url: string; port: number; stop(): Promise<void> };
  const servers = [
    createIntranetServer({ distDir: dist19, apiUrl: sandbox.url }),
    createIntranetServer({ distDir: dist18, apiUrl: sandbox.url }),
    createHostServer({ distDir: reference, apiPort: sandbox.port }) as Server,
  ];
  const [url19, url18, referenceUrl] = await Promise.all(servers.map(listen));
  process.env.INTRANET_19_URL = url19;
  process.env.INTRANET_18_URL = url18;
  process.env.REFERENCE_URL = referenceUrl;
  // The sandbox itself, for the tests' set-up, oracle reads and clean-up through its API.
  process.env.SANDBOX_URL = sandbox.url;
  if (process.env.INTRANET_KEEP) console.log(`intranet (React 19): ${url19}/intranet/merchant-portal/\nintranet (React 18.3): ${url18}/intranet/merchant-portal/\nreference host: ${referenceUrl}`);
  return async () => {
    // --keep: the servers stay up after the tests until Ctrl-C, for looking around.
    if (process.env.INTRANET_KEEP) await new Promise(() => undefined);
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await sandbox.stop();
  };
}
