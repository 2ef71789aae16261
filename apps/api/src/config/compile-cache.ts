import { enableCompileCache } from 'node:module';

/**
 * Node's module compile cache for this process and every worker thread it starts after this
 * call (Node docs, "Module compile cache": a thread inherits it through the NODE_COMPILE_CACHE
 * variable, not through the call). Each analysis runs in a new thread that loads the engine's
 * TypeScript; without the cache every thread loads Node's TypeScript stripper and compiles the
 * engine afresh. Measured 29 November on a 2-core Intel Xeon, a thread importing the engine:
 * ready in 300-360 ms with 66-68 MB more resident memory; with the cache 107-145 ms and 35 MB.
 * The folder is NODE_COMPILE_CACHE if set, else `<tmp>/node-compile-cache`, as for the engine's
 * CLI; NODE_DISABLE_COMPILE_CACHE=1 turns it off. Entries are keyed by the source's content, so
 * an updated file is compiled again, never served stale. Returns the folder, if enabled.
 */
export function shareCompileCache(): string | undefined {
  const { directory } = enableCompileCache();
  if (directory) process.env.NODE_COMPILE_CACHE = directory;
  return directory;
}
