// Regenerates the excerpts in this folder from ../shared/data/ecg/rr (run from the repository root: node packages/ecg/test/data/rr/make-excerpts.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
// prefix of a WFDB annotation file up to (not including) the first annotation at or after `limit` samples
function cut(src, dst, limit) {
  const b = readFileSync(src);
  let o = 0,
    t = 0;
  while (o + 1 < b.length) {
    const w = b[o] | (b[o + 1] << 8);
    const code = w >> 10,
      arg = w & 0x3ff;
    if (code === 0 && arg === 0) break;
    let len = 2;
    if (code === 59) {
      len = 6;
      t += (((b[o + 3] << 8) | b[o + 2]) << 16) | ((b[o + 5] << 8) | b[o + 4]);
    } else if (code === 63) len = 2 + arg + (arg & 1);
    else if (code >= 60) {
      /* SUB, CHN, AUX: no time */
    } else {
      t += arg;
      if (t >= limit) break;
    }
    o += len;
  }
  writeFileSync(dst, Buffer.concat([b.subarray(0, o), Buffer.from([0, 0])]));
  console.log(dst, o + 2, 'bytes');
}
const T = new URL('.', import.meta.url).pathname,
  D = new URL('../../../../../../shared/data/ecg/rr', import.meta.url).pathname;
cut(`${D}/afdb/04015.qrs`, `${T}/04015.qrs`, 15 * 60 * 250);
cut(`${D}/afdb/04015.atr`, `${T}/04015.atr`, 15 * 60 * 250);
cut(`${D}/ltafdb/101.atr`, `${T}/101.atr`, 15 * 60 * 128);
