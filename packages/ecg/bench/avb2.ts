/**
 * Counts the possible second-degree AV block candidates (src/rhythm/avb2.ts) on the
 * development records, none of which has AV block by its labels: every candidate is false.
 * DS1 through the full ECG analysis; the AF and long-term AF databases from their beat files.
 *
 *   node packages/ecg/bench/avb2.ts
 */
import path from 'node:path';
import { analyseRecording } from '../src/analyse.ts';
import { analyseBeatTimes } from '../src/rhythm/beat-times.ts';
import { MITDB, MITDB_RECORDS, mlii } from './windows-data.ts';
import { loadRecords } from './af-rr-lib.ts';

let hours = 0;
let total = 0;
const per: string[] = [];
for (const rec of MITDB_RECORDS) {
  const r = await analyseRecording(path.join(MITDB, `${rec}.hea`), { channel: mlii(rec) });
  const n = r.rhythm.episodes.filter((e) => e.type === 'AVB2').length;
  hours += r.summary.recordingDurationS / 3600;
  total += n;
  if (n) per.push(`mitdb ${rec}: ${n}`);
}
for (const r of await loadRecords(['afdb', 'ltafdb'])) {
  const res = analyseBeatTimes({
    samples: r.samples,
    fs: r.fs,
    ...(r.classes ? { classes: r.classes } : {}),
  });
  const n = res.rhythm.episodes.filter((e) => e.type === 'AVB2').length;
  hours += (r.samples[r.samples.length - 1]! - r.samples[0]!) / r.fs / 3600;
  total += n;
  if (n) per.push(`${r.db} ${r.rec}: ${n}`);
}
console.log(
  `AVB2 candidates (all false: no AV block in these records): ${total} in ${hours.toFixed(0)} h`,
);
for (const l of per) console.log(l);
