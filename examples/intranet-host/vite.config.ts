import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The staff portal is served under its own base path, as on the bank's intranet. Nothing here
 * knows the workspace: the @lego-portal packages come from node_modules (the packed tarballs).
 * OUT_DIR lets the test harness build the React 18.3 copy into its own folder.
 */
export default defineConfig({
  base: '/intranet/merchant-portal/',
  plugins: [react()],
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    target: 'es2022',
    // Maps beside the chunks, named by no chunk (the page never asks for them): the weight check
    // (scripts/host-weights.mjs) reads each chunk's `sources` to tell which portal features it holds.
    sourcemap: 'hidden',
    rolldownOptions: {
      // Ark/zag ship "use client" directives, meaningless in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
