#!/usr/bin/env node
// `npm run storybook` opens Storybook on http://localhost:6006 (every component and screen in
// every state); `npm run build-storybook` writes it as static files to
// apps/storybook/storybook-static/. Either installs the dependencies first, so it works on a
// fresh clone with only Node and npm.
import { runPnpm } from './pnpm.mjs';

const build = process.argv.includes('--build');
if (runPnpm(['install', '--prefer-offline']) !== 0) process.exit(1);
process.exit(runPnpm(['--filter', '@lego-portal/storybook', build ? 'build' : 'storybook']));
