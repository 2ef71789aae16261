import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoEstimateSeconds, recordDemoTiming } from './demo-status.ts';

describe('demo results estimate', () => {
  it('says about 20 s for 72 hours on a first start, then what the last preparation took', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-demo-'));
    try {
      expect(await demoEstimateSeconds(dir, 72)).toBe(20);
      await recordDemoTiming(dir, 72, 54);
      expect(await demoEstimateSeconds(dir, 72)).toBe(54);
      expect(await demoEstimateSeconds(dir, 24)).toBe(18);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
