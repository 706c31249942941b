// Writes the CSS Storybook gets to the file named by its argument: Panda's PostCSS plugin with this
// package's config, run on apps/storybook/.storybook/preview.css as .storybook/main.ts sets it up.
// Its own process because inside Vitest the `source` export condition picks Panda's unpublished sources.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import postcss from 'postcss';

const packageDir = fileURLToPath(new URL('../', import.meta.url));
const from = fileURLToPath(new URL('../../../apps/storybook/.storybook/preview.css', import.meta.url));
const result = await postcss([pandacss({ configPath: `${packageDir}panda.config.ts`, cwd: packageDir })]).process(await readFile(from, 'utf8'), { from });
await writeFile(process.argv[2], result.css);
