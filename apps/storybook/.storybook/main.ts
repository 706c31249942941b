import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import pandacss from '@pandacss/dev/postcss';

/** portal-ui owns the stories (beside each component) and the Panda config that styles them. */
const portalUi = fileURLToPath(new URL('../../../packages/portal-ui/', import.meta.url));

const config: StorybookConfig = {
  stories: ['../../../packages/portal-ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { defaultClientConditions, mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // Workspace packages are read from source (their `source` export condition).
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // Pre-bundled up front: discovering them mid-run reloads Vite and fails the running stories.
      optimizeDeps: { include: ['react-hook-form', '@hookform/resolvers/yup', 'yup'] },
      // Panda through its PostCSS plugin, with portal-ui's own config: the CSS a story gets is
      // generated exactly as the package's dist/styles.css is.
      css: {
        postcss: {
          plugins: [pandacss({ configPath: `${portalUi}panda.config.ts`, cwd: portalUi })],
        },
      },
      build: {
        rollupOptions: {
          // Ark/zag ship "use client" directives, meaningless in a client-only bundle.
          onwarn(warning: { code?: string }, warn: (w: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  },
};

export default config;
