import path from 'node:path';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import type { RefBeat } from '../test/rhythm-metrics.ts';
import { AAMI_INDEX, DATA } from '../train/records.ts';

const AAMI = 'NSVFQ';

/** SVDB reference beats (AAMI classes), as test/rhythm-metrics.ts referenceBeats gives MIT-BIH's. */
export async function svdbBeats(rec: string): Promise<RefBeat[]> {
  const ann = await readWfdbAnnotations(path.join(DATA, 'svdb', `${rec}.atr`));
  return ann
    .filter((a) => WFDB_BEAT_CODES.has(a.code ?? -1) && AAMI_INDEX[a.label] !== undefined)
    .map((a) => ({ sample: a.sample, cls: AAMI[AAMI_INDEX[a.label]!]!, label: a.label }));
}
