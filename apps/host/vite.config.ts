import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pandaStaticCss } from '../../packages/portal-ui/build/panda-static-css';

const apiPort = Number(process.env.API_PORT ?? 8787);

/** portal-ui is built from source here, so its CSS is generated from its own Panda config. */
const portalUi = fileURLToPath(new URL('../../packages/portal-ui/', import.meta.url));

export default defineConfig({
  // Static css({...}) calls become their class strings and recipes join class names without Panda's
  // runtime, so the login page does not compute its class names at load (a build-only step).
  plugins: [react(), pandaStaticCss({ styledSystemDir: `${portalUi}styled-system` })],
  // Workspace packages are consumed from source in development and in the host's own build.
  resolve: { conditions: ['source'] },
  css: {
    // Emitted as .css files (never inline <style>: the CSP has no 'unsafe-inline' for styles).
    postcss: { plugins: [
        // Cast: Panda is typed against its own copy of postcss, Vite against another patch version.
        pandacss({ configPath: `${portalUi}panda.config.ts`, cwd: portalUi }) as never,
      ], },
  },
  build: {
    target: 'es2022',
    // The bench reads the entry chunk and its static imports from dist/.vite/manifest.json.
    manifest: true,
    // No inline module-preload polyfill: the page is served under a CSP without 'unsafe-inline'.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Ark/zag ship "use client" directives, meaningless in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        // Everything the login page needs in one chunk: the entry and its static imports (the
        // group takes a module's dependencies with it). Left alone, the bundler splits modules the
        // lazy screens share into a score of tiny files, each compressed on its own.
        // React Router on its own: the signed-in app's chunk (portal-app) then holds only the host's
        // few modules and the features' outlets, well inside a screen chunk's budget.
        codeSplitting: {
          groups: [
            { name: 'login', test: /apps[\\/]host[\\/]src[\\/]main\.tsx$/ },
            { name: 'router', test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
