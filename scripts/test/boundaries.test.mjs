// Plants each kind of illegal import in a scratch copy of the source trees and checks that the
// boundary check names each one with the rule it breaks (issue 23: string-matching lint let 9 of
// 19 such imports through). Runs in the test command's `scripts` step.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TREES, findViolations } from '../boundaries.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

/** [planted file, its source, the rule that must name it]. */
const PLANTS = [
  [
    'apps/api/src/modules/results/planted-deep.ts',
    "import '../../modules/orders/queries.ts';",
    'api-module-public-only',
  ],
  [
    'apps/api/src/modules/results/planted-internal.ts',
    "import '../orders/queries.ts';",
    'api-module-public-only',
  ],
  // Appended to an existing file: a schema.ts may reference another schema.ts, nothing else.
  [
    'apps/api/src/modules/reviews/schema.ts',
    "import '../orders/queries.ts';",
    'api-module-schema-foreign-keys',
  ],
  [
    'apps/api/src/modules/results/deeper/schema.ts',
    "import '../../orders/queries.ts';",
    'api-module-public-only',
  ],
  ['apps/api/src/modules/results/planted-typo.ts', "import './no-such-file.ts';", 'not-resolvable'],
  [
    'apps/api/src/idp/planted.ts',
    "import '../modules/orders/queries.ts';",
    'api-outside-modules-public-only',
  ],
  [
    'apps/api/src/lib/planted.ts',
    "import '../modules/orders/public.ts';",
    'api-layer-infrastructure',
  ],
  ['apps/api/src/db/planted.ts', "import '../http/auth.ts';", 'api-layer-infrastructure'],
  ['apps/api/src/http/planted.ts', "import '../modules/users/public.ts';", 'api-layer-toolkit'],
  [
    'apps/api/src/modules/orders/planted-up.ts',
    "import '../../app/create-app.ts';",
    'api-layer-modules',
  ],
  ['apps/api/src/jobs/planted-root.ts', "import '../server.ts';", 'api-layer-modules'],
  [
    'apps/api/src/modules/orders/planted-web.ts',
    "import '../../../../web/src/lib/i18n.ts';",
    'api-not-web',
  ],
  ['apps/api/src/lib/cycle-a.ts', "import './cycle-b.ts';", 'no-circular'],
  ['apps/api/src/lib/cycle-b.ts', "import './cycle-a.ts';", 'no-circular'],
  [
    'apps/web/src/features/results/PlantedRelative.tsx',
    "import '../orders/NewOrderPage';",
    'web-feature-isolation',
  ],
  [
    'apps/web/src/features/results/PlantedAlias.tsx',
    "import '@/features/orders/NewOrderPage';",
    'web-feature-isolation',
  ],
  [
    'apps/web/src/lib/planted.ts',
    "import '../features/orders/NewOrderPage';",
    'web-shared-not-features',
  ],
  [
    'apps/web/src/components/Planted.tsx',
    "import '@/features/results/ResultsPage';",
    'web-shared-not-features',
  ],
  [
    'apps/web/src/features/results/PlantedAxios.ts',
    "import axios from 'axios';",
    'web-features-data-layer',
  ],
  [
    'apps/web/src/features/results/PlantedClient.ts',
    "import { apiClient } from '../../lib/http/api-client';",
    'web-features-data-layer',
  ],
  ['apps/web/src/lib/cycle-a.ts', "import './cycle-b';", 'no-circular'],
  ['apps/web/src/lib/cycle-b.ts', "import type {} from './cycle-a';", 'no-circular'],
  [
    'apps/web/src/lib/planted-api.ts',
    "import '../../../api/src/lib/valid-text.ts';",
    'web-over-http-only',
  ],
  [
    'packages/ecg/src/planted-api.ts',
    "import '../../../apps/api/src/lib/valid-text.ts';",
    'ecg-independent',
  ],
  ['packages/ecg/src/planted-npm.ts', "import 'zod';", 'ecg-no-runtime-dependencies'],
];

describe('import boundaries follow resolved paths', () => {
  let scratch;
  let violations;
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'heartcheck-boundaries-'));
    for (const tree of [...TREES, 'apps/web/tsconfig.json', 'tsconfig.base.json', 'package.json'])
      fs.cpSync(path.join(repo, tree), path.join(scratch, tree), {
        recursive: true,
        filter: (source) => !source.includes('node_modules'),
      });
    for (const file of ['.dependency-cruiser.cjs', 'packages/ecg/package.json'])
      fs.cpSync(path.join(repo, file), path.join(scratch, file));
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(scratch, 'node_modules'));
    for (const [file, source] of PLANTS) {
      fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      fs.appendFileSync(path.join(scratch, file), `\n${source}\n`);
    }
    violations = findViolations(scratch, bin);
  }, 120_000);
  afterAll(() => scratch && fs.rmSync(scratch, { recursive: true, force: true }));

  it('the checkout itself has none', () => {
    expect(findViolations(repo, bin)).toEqual([]);
  }, 120_000);

  it.each(PLANTS)('%s is refused (%s) by %s', (file, _source, rule) => {
    const named = violations.filter((v) => v.from === file || v.cycle?.includes(file));
    expect(named.map((v) => v.rule)).toContain(rule);
  });
});
