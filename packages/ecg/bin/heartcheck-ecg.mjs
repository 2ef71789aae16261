#!/usr/bin/env node
// Entry point for `npx heartcheck-ecg`: Node >= 22.18 / 24 runs the TypeScript source directly (type stripping).
import { run } from '../src/cli.ts';

await run(process.argv.slice(2));
