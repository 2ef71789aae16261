#!/usr/bin/env node
// Entry point for `npx heartcheck-ecg`: Node >= 22.18 / 24 runs the TypeScript source directly (type stripping).
import { enableCompileCache } from 'node:module';
import { setFlagsFromString } from 'node:v8';

// Memory of one 72 h analysis (issue 19: <= 300 MB peak; bench/cli-72h-real.ts, README "Memory
// of the CLI", measured 26 November 2026). Both settings are the CLI's own, not the library's:
//
// 1. Node's compile cache (module.enableCompileCache, Node >= 22.1; the directory is
//    NODE_COMPILE_CACHE or <tmp>/node-compile-cache; NODE_DISABLE_COMPILE_CACHE=1 turns it off)
//    keeps the type-stripped source of src/*.ts, so from the second run on Node does not load its
//    TypeScript stripper: that WebAssembly module's memory never shrinks and held ~32 MB of the
//    peak (CLI RSS after loading its modules 92 -> 60 MB).
enableCompileCache?.();
// 2. The young generation stays at V8's initial size. By default V8 doubles it under allocation
//    (--semi-space-growth-factor=2) up to 64 MB a semi-space on this 24 GB machine; the
//    analysis's short-lived per-beat arrays grew it to 64-128 MB, and dead typed arrays it held
//    waited for a scavenge: 60-100 MB of the CLI's 307-386 MB peak. With growth 1 the CPU time
//    was unchanged (alternating runs). The flag is read when V8 decides to grow, so setting it
//    here, before any analysis, takes effect (node:v8 setFlagsFromString).
setFlagsFromString('--semi-space-growth-factor=1');
// Not set: V8's --optimize-for-size (more, memory-reducing full collections) took the peak to
// 179-183 MB but cost 0.3-0.4 s more CPU (9.05 against 8.67 s, 4 alternating runs, load 6-8):
// the CPU budget (<= 7 s on an idle machine) is the tighter one.

const { run } = await import('../src/cli.ts');

await run(process.argv.slice(2));
