import fsp from 'node:fs/promises';
import path from 'node:path';

export const NAMESPACES = ['common.json', 'home.json', 'orders.json'];

/**
 * A stand-in for Vite writing into `outDir` step by step, as it does (emptying the folder first,
 * then the page, its entry script, then the copied public files), yielding between steps so two
 * builds at once interleave. `omit` leaves locale files out, as the corrupted build did.
 */
export function fakeVite({ omit = [] } = {}) {
  const calls = [];
  const build = async (outDir, web) => {
    calls.push(outDir);
    await fsp.rm(outDir, { recursive: true, force: true });
    await fsp.mkdir(path.join(outDir, 'assets'), { recursive: true });
    await fsp.writeFile(
      path.join(outDir, 'index.html'),
      '<link rel="icon" href="/favicon.svg"><script type="module" src="/assets/index-1.js"></script>',
    );
    await fsp.writeFile(path.join(outDir, 'favicon.svg'), '<svg/>');
    await fsp.writeFile(path.join(outDir, 'assets/index-1.js'), 'export {};');
    await fsp.mkdir(path.join(outDir, 'locales/en'), { recursive: true });
    for (const name of NAMESPACES) {
      if (omit.includes(name)) continue;
      await fsp.copyFile(
        path.join(web, 'public/locales/en', name),
        path.join(outDir, 'locales/en', name),
      );
    }
  };
  return { build, calls };
}

// Run as a script (`node fake-vite.mjs <web>`): one `npm start`'s build of <web> with this stand-in.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildWeb } = await import('../build-web.mjs');
  console.log(await buildWeb({ web: process.argv[2], build: fakeVite().build, log: () => {} }));
}
