import { EcgFormatError, checkSamplingRate } from './errors.ts';

/**
 * WFDB (PhysioNet) header parsing (signal formats 212 and 16, with a byte offset such as
 * "16+24" as PhysioNet/CinC challenge records use), after the
 * WFDB Programmer's Guide (Moody), "header(5)" and "signal(5)" man pages.
 */
export interface WfdbSignal {
  file: string;
  format: 16 | 212;
  /** Bytes to skip at the start of the signal file ("16+24": a 24-byte prelude, signal(5)). */
  byteOffset: number;
  gain: number;
  baseline: number;
  units: string;
  adcZero: number;
  initialValue: number | undefined;
  checksum: number | undefined;
  description: string;
}

export interface WfdbHeader {
  record: string;
  samplingRate: number;
  nSamples: number | undefined;
  startTime: Date | undefined;
  signals: WfdbSignal[];
}

const F = 'WFDB';
/** WFDB default gain when the header gives 0 or none (signal(5): "DEFGAIN", 200 adu/mV). */
const WFDB_DEFAULT_GAIN = 200;

export function parseWfdbHeader(text: string): WfdbHeader {
  const lines = text
    .split(/\r?\n/)
    .map((l, i) => ({ l: l.trim(), n: i + 1 }))
    .filter((x) => x.l !== '' && !x.l.startsWith('#'));
  const first = lines[0];
  if (!first) throw new EcgFormatError(F, 'header: empty (no record line)', 'line 1');
  const t = first.l.split(/\s+/);
  const record = (t[0] ?? '').split('/')[0] ?? '';
  const nsig = Number(t[1]);
  if (!Number.isInteger(nsig) || nsig < 1 || nsig > 256) {
    throw new EcgFormatError(
      F,
      `header line ${first.n}: number of signals is "${t[1]}"; expected an integer 1-256`,
      `line ${first.n}`,
    );
  }
  const fs = Number((t[2] ?? '250').split('/')[0]);
  checkSamplingRate(F, fs, `header line ${first.n}, field 3`);
  let nSamples: number | undefined;
  if (t[3] !== undefined) {
    nSamples = Number(t[3]);
    if (!Number.isInteger(nSamples) || nSamples < 0) {
      throw new EcgFormatError(
        F,
        `header line ${first.n}: number of samples is "${t[3]}"; expected a non-negative integer`,
        `line ${first.n}`,
      );
    }
    if (nSamples === 0) nSamples = undefined;
  }
  let startTime: Date | undefined;
  const tm = /^(\d{1,2}):(\d\d)(?::(\d\d(?:\.\d+)?))?$/.exec(t[4] ?? '');
  const dm = /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(t[5] ?? '');
  if (tm && dm)
    startTime = new Date(
      Number(dm[3]),
      Number(dm[2]) - 1,
      Number(dm[1]),
      Number(tm[1]),
      Number(tm[2]),
      Number(tm[3] ?? 0),
    );
  const signals: WfdbSignal[] = [];
  for (let i = 0; i < nsig; i++) {
    const line = lines[1 + i];
    if (!line)
      throw new EcgFormatError(
        F,
        `header: ${nsig} signals declared but only ${i} signal lines follow`,
        `line ${first.n}`,
      );
    const f = line.l.split(/\s+/);
    // format[xSPF][:skew][+offset] (header(5)); skew only matters between signals, not for one channel
    const fm = /^(\d+)(x\d+)?(:\d+)?(?:\+(\d+))?$/.exec(f[1] ?? '');
    const fmt = Number(fm?.[1] ?? NaN);
    if (fmt !== 16 && fmt !== 212) {
      throw new EcgFormatError(
        F,
        `header line ${line.n}: signal format "${f[1]}" is not supported (only 212 and 16)`,
        `line ${line.n}`,
      );
    }
    if (fm?.[2] !== undefined && fm[2] !== 'x1') {
      throw new EcgFormatError(
        F,
        `header line ${line.n}: multi-frequency signal "${f[1]}" is not supported`,
        `line ${line.n}`,
      );
    }
    const byteOffset = Number(fm?.[4] ?? 0);
    const gm = /^([-+0-9.eE]+)(?:\(([-0-9]+)\))?(?:\/(\S+))?$/.exec(f[2] ?? '200');
    let gain = gm ? Number(gm[1]) : NaN;
    if (!Number.isFinite(gain))
      throw new EcgFormatError(
        F,
        `header line ${line.n}: gain "${f[2]}" is not a number`,
        `line ${line.n}`,
      );
    if (gain === 0) gain = WFDB_DEFAULT_GAIN;
    const adcZero = f[4] !== undefined ? Number(f[4]) : 0;
    const baseline = gm?.[2] !== undefined ? Number(gm[2]) : adcZero;
    const init = f[5] !== undefined ? Number(f[5]) : undefined;
    const checksum = f[6] !== undefined ? Number(f[6]) : undefined;
    if (![adcZero, baseline, init ?? 0, checksum ?? 0].every(Number.isInteger)) {
      throw new EcgFormatError(
        F,
        `header line ${line.n}: ADC zero, baseline, initial value and checksum must be integers`,
        `line ${line.n}`,
      );
    }
    signals.push({
      file: f[0] ?? '',
      format: fmt,
      byteOffset,
      gain,
      baseline,
      units: gm?.[3] ?? 'mV',
      adcZero,
      initialValue: init,
      checksum,
      description: f.slice(8).join(' '),
    });
  }
  return { record, samplingRate: fs, nSamples, startTime, signals };
}
