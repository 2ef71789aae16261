// Import boundaries that follow the resolved file (issue 23): runs dependency-cruiser with
// `.dependency-cruiser.cjs` over the apps, the engine, the contracts and the browser tests, prints
// each violation and exits 1 when there is one. The test command's lint step runs it;
// `scripts/test/boundaries.test.mjs` plants each kind of illegal import in a scratch copy.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const TREES = [
  'apps/api/src',
  'apps/web/src',
  'packages/ecg/src',
  'packages/contracts',
  'e2e',
];

/** The violations in the tree at `root` (a checkout, or a scratch copy of one). */
export function findViolations(root, depcruiseBin) {
  const result = spawnSync(
    process.execPath,
    [depcruiseBin, ...TREES, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (!result.stdout) throw new Error(`dependency-cruiser failed: ${result.stderr}`);
  const report = JSON.parse(result.stdout);
  return report.summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
    cycle: v.cycle?.map((step) => step.name ?? step),
  }));
}

const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

if (import.meta.main) {
  const violations = findViolations(root, bin);
  for (const v of violations)
    console.error(`✖ ${v.rule}: ${v.from} → ${v.cycle ? v.cycle.join(' → ') : v.to}`);
  console.log(
    violations.length === 0
      ? `import boundaries: no violations (${TREES.join(', ')})`
      : `import boundaries: ${violations.length} violation(s); see .dependency-cruiser.cjs`,
  );
  process.exit(violations.length === 0 ? 0 : 1);
}
