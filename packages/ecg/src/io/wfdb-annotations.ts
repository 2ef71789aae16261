import { EcgFormatError } from './errors.ts';
import { ByteReader, type ByteSource } from './source.ts';
import type { FileAnnotation } from './recording.ts';

/**
 * MIT-format annotation file reader (WFDB "annot(5)"): 16-bit little-endian
 * words, top 6 bits = code, low 10 bits = interval or argument.
 */
const F = 'WFDB annotations';

/** Mnemonics for codes 0-49, from the WFDB library's ecgcodes.h. */
const MNEMONIC = [
  ' ',
  'N',
  'L',
  'R',
  'a',
  'V',
  'F',
  'J',
  'A',
  'S',
  'E',
  'j',
  '/',
  'Q',
  '~',
  '',
  '|',
  '',
  's',
  'T',
  '*',
  'D',
  '"',
  '=',
  'p',
  'B',
  '^',
  't',
  '+',
  'u',
  '?',
  '!',
  '[',
  ']',
  'e',
  'n',
  '@',
  'x',
  'f',
  '(',
  ')',
  'r',
];

/** Beat annotation codes (ecgcodes.h isqrs()): the ones QRS detectors are scored against. */
export const WFDB_BEAT_CODES: ReadonlySet<number> = new Set([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 25, 30, 34, 35, 38, 41,
]);

export async function readWfdbAnnotations(source: ByteSource): Promise<FileAnnotation[]> {
  const r = new ByteReader(source, F);
  const out: FileAnnotation[] = [];
  let t = 0;
  try {
    for (;;) {
      const at = r.offset;
      const w = await r.readAtMost(2);
      if (w.length < 2) {
        if (w.length === 1)
          throw new EcgFormatError(F, `odd trailing byte at byte ${at}`, `byte ${at}`);
        break; // some files omit the terminating zero word
      }
      const word = w[0]! | (w[1]! << 8);
      const code = word >> 10;
      const arg = word & 0x3ff;
      if (code === 0 && arg === 0) break;
      if (code === 59) {
        const b = await r.readExact(4, 'a SKIP interval');
        // PDP-11 long: high 16-bit word first, each word little-endian.
        const skip = (((b[1]! << 8) | b[0]!) << 16) | ((b[3]! << 8) | b[2]!);
        t += skip;
      } else if (code === 60 || code === 61 || code === 62) {
        // NUM / SUB / CHN modifiers: not needed for beat timing.
      } else if (code === 63) {
        const bytes = await r.readExact(arg + (arg & 1), `the ${arg}-byte aux text`);
        const last = out[out.length - 1];
        if (last)
          last.aux = new TextDecoder('latin1').decode(bytes.subarray(0, arg)).replace(/\0+$/, '');
      } else {
        t += arg;
        if (t < 0)
          throw new EcgFormatError(
            F,
            `annotation time became negative at byte ${at}`,
            `byte ${at}`,
          );
        out.push({ sample: t, code, label: MNEMONIC[code] ?? String(code) });
      }
    }
  } finally {
    await r.close();
  }
  return out;
}
