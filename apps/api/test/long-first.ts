import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take far longer than their size suggests: they wait on leases, retry back-offs and
 * whole analyses. In a fresh clone vitest has no earlier durations and starts the largest files
 * first, so these small ones started last and ran on alone at the end: worker-lease started at
 * 178 s of 235 s and was the only file left for the last 14 s (Intel kind, 29 November, both
 * databases). Longest first, as measured then (seconds for both databases, one worker each).
 */
export const LONG_FILES = [
  'src/jobs/worker-lease.int.test.ts', // 58 s: two 18-hour analyses under a 1 s lease
  'src/modules/results/pipeline.int.test.ts', // 44 s: a worker killed mid-run, its 2 s lease
  'test/full-disk.int.test.ts', // 25 s: the analysis retry's 5 s back-off
  'src/backup/restore-drill.int.test.ts', // 20 s
  'test/smtp.int.test.ts', // 20 s
  'src/modules/recordings/beat-times.int.test.ts', // 19 s
  'src/modules/recordings/start-time-correction.int.test.ts', // 16 s: two analyses
];

/** The files in the order they start: `LONG_FILES` first, then vitest's own order. */
export function longFirst<T>(files: T[], relative: (file: T) => string): T[] {
  const rank = (file: T) => {
    const index = LONG_FILES.indexOf(relative(file));
    return index === -1 ? LONG_FILES.length : index;
  };
  // Array.prototype.sort is stable: the other files keep vitest's order.
  return [...files].sort((a, b) => rank(a) - rank(b));
}

/**
 * Vitest's own order (earlier failures and durations when it has them, else size), with the
 * long files moved to the front. Once vitest has durations it would find these itself; a fresh
 * clone, as CI runs, has none.
 */
export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const relative = (file: TestSpecification) =>
      path.relative(file.project.config.root, file.moduleId).split(path.sep).join('/');
    return longFirst(await super.sort(files), relative);
  }
}
