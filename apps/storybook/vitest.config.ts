import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Every story becomes a test in English, and every story of the frame and the screens once more
 * in Thai: it must render, its play function pass, and axe find nothing, in both languages.
 */

/**
 * The primitives' stories run in English only. Their Thai texts (table paging, date picker,
 * upload, dialogs) are all shown and checked again inside the screens' Thai stories, and the Thai
 * catalogue's completeness is the rules' test. The two projects run side by side, so this does not
 * shorten the run by their whole time (the English project is the longer one); it takes 107 story
 * runs off the two cores while the English ones run. An absolute glob: the stories sit outside this folder, where a `**` does not reach.
 */
const PRIMITIVE_STORIES = fileURLToPath(new URL('../../packages/portal-ui/src/primitives/**', import.meta.url));
const inLanguage = (locale: 'en' | 'th'): TestProjectInlineConfiguration => ({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  test: {
    name: `storybook (${locale})`,
    // The stories' starting language (read by .storybook/preview.tsx). A runtime variable of the
    // project, not a `define`: Vitest's browser projects share defines of `import.meta.env`, so
    // the last project's language leaked into the first.
    env: { STORYBOOK_LOCALE: locale },
    exclude: locale === 'th' ? ['**/node_modules/**', PRIMITIVE_STORIES] : ['**/node_modules/**'],
    // Story files share one page per worker instead of a fresh one each: the preview, MSW and
    // the fonts start once, which cuts the run to a quarter (600 s to 130 s for both languages on
    // 2 cores). Stories must therefore not rely on state a previous story left, such as where
    // user-event's pointer is: a story moves it where it clicks (see primitives/menu).
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      // Debian's Chromium, never a downloaded browser.
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

export default defineConfig({
  test: { projects: [inLanguage('en'), inLanguage('th')] },
});
