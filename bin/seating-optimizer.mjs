#!/usr/bin/env node
// Runs the TypeScript CLI directly through tsx, so `npx seating-optimizer` works right after
// `npm ci`, with no build step.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import(new URL('../src/cli/main.ts', import.meta.url).href);
process.exitCode = await runCli(process.argv.slice(2));
