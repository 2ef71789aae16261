/**
 * Writes the small excerpts the tests read (test/data/excerpts, PhysioNet ODC-By 1.0, see the
 * README there): 160 s of Creighton record cu01 around its VF onset, and 2 min of the nst
 * electrode-motion noise record (first channel), each as a one-signal WFDB record (format 16,
 * 1000 adu/mV) with the reference VF stretch in a JSON file. Run once:
 *   node packages/ecg/bench/vendor-excerpts.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WfdbWriter } from '../src/io/wfdb-writer.ts';
import { CUDB, NOISE, readRef, readSignal } from './windows-data.ts';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/data/excerpts');

async function excerpt(name: string, x: Float32Array, fs: number): Promise<void> {
  const w = new WfdbWriter(path.join(OUT, `${name}.hea`), { samplingRate: fs });
  await w.write(x);
  await w.close();
}

const CU_FROM = 130 * 250;
const CU_TO = 290 * 250;
const cu = await readSignal(path.join(CUDB, 'cu01.hea'));
const ref = await readRef(path.join(CUDB, 'cu01.atr'), cu.x.length);
await excerpt('cu01-vf', cu.x.subarray(CU_FROM, CU_TO), 250);
const vf = ref.vf
  .map(([a, b]) => [Math.max(a, CU_FROM) - CU_FROM, Math.min(b, CU_TO) - CU_FROM])
  .filter(([a, b]) => b! > a!);
writeFileSync(
  path.join(OUT, 'cu01-vf.json'),
  JSON.stringify({ source: 'cudb cu01', fromSample: CU_FROM, toSample: CU_TO, vf }) + '\n',
);
const em = await readSignal(path.join(NOISE, 'em.hea'), 0);
await excerpt('em-2min', em.x.subarray(0, 120 * 360), 360);
