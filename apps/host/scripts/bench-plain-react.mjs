// The floor the login page is compared with (issue 31): a plain React login page, a username and
// a password field and no UI library, written by the bench into a temporary folder, built with the
// workspace's Vite and @vitejs/plugin-react (the host's own versions, target es2022, no inline
// module-preload polyfill, as the host builds) and served by the host's server.mjs (the same CSP
// and headers). The bench then loads both pages cold in turns, measured the same way.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const hostDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(hostDir, 'package.json'));

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Sign in</title></head>
  <body><div id="root"></div><script type="module" src="/main.jsx"></script></body>
</html>
`;

/** The page: 20 lines of React, nothing else. */
const MAIN_JSX = `import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function Login() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <h1>Sign in</h1>
      <label>Username <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} /></label>
      <label>Password <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} /></label>
      <button type="submit">Sign In</button>
    </form>
  );
}

createRoot(document.getElementById('root')).render(<Login />);
`;

/** Where the host's copy of a package lives (its folder), so the page builds against the same React. */
const packageDir = (name) => dirname(require.resolve(`${name}/package.json`));

/**
 * Writes and builds the plain page; resolves with its dist folder and a `remove()` for the
 * temporary folder. React and React DOM are the host's (aliased: the folder is outside the workspace).
 */
export async function buildPlainReactLogin() {
  const dir = mkdtempSync(join(tmpdir(), 'plain-react-login-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'main.jsx'), MAIN_JSX);
  const { build } = await import(pathToFileURL(require.resolve('vite')).href);
  const { default: react } = await import(pathToFileURL(require.resolve('@vitejs/plugin-react')).href);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { react: packageDir('react'), 'react-dom': packageDir('react-dom') } },
    build: { outDir: join(dir, 'dist'), target: 'es2022', modulePreload: { polyfill: false }, assetsInlineLimit: 0 },
  });
  return { distDir: join(dir, 'dist'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
