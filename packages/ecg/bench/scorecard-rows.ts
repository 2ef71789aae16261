/**
 * The rows of bench/scorecard.ts: issue 19's targets ("Targets, checked on patients you do not
 * have") and how each figure is read from the output of the bench that measures it. A row whose
 * bench did not run (or printed no such line) reads null.
 */

/** Each bench's output, by log name (scorecard.ts STEPS). */
export type Logs = Record<string, string>;

export interface RowResult {
  figure: string;
  met: boolean;
}

export interface Row {
  target: string;
  read: (logs: Logs) => RowResult | null;
}

const NUM = '([\\d.]+)';

/** The numbers of the first match of `re` in `text`, or null. */
function numbers(text: string | undefined, re: RegExp): number[] | null {
  const m = re.exec(text ?? '');
  return m ? m.slice(1).map(Number) : null;
}

/** Nested EC57 gross figures with the shipped rules (conducted-shape-cv.ts's last lines). */
function ec57(logs: Logs, db: string): number[] | null {
  return numbers(
    logs['conducted-shape-cv'],
    new RegExp(
      `EC57 ${db} nested, with the conducted-shape rule: gross VEB Se=${NUM}% \\+P=${NUM}% SVEB Se=${NUM}% \\+P=${NUM}%`,
    ),
  );
}

/** One database's row of af-rr.ts's table: duration Se, +P, AF outside reference AF (s). */
function afRow(logs: Logs, db: string): number[] | null {
  const n = numbers(
    logs['af-rr'],
    new RegExp(`\\| ${db} \\| \\d+ \\| ${NUM} \\| ${NUM} \\| ${NUM} \\| ${NUM} \\|`),
  );
  return n && [n[1]!, n[2]!, n[3]!];
}

/** vt-runs-cv.ts's nested line: runs found, runs, false VT, normal strips with VT, strips. */
function vtNested(logs: Logs, db: string): number[] | null {
  const n = numbers(
    logs['vt-runs-cv'],
    new RegExp(
      `nested CV ${db}: (\\d+) of (\\d+) runs found \\([\\d.]+ %\\), (\\d+) false VT[^;]*; (\\d+) of (\\d+) normal`,
    ),
  );
  return n;
}

/**
 * vt-engine.ts's total for a database: reference runs found, runs. The whole engine, its classes
 * in-sample, against every run of the `.atr` (the runs the outside check counts), not cross-
 * validated: shown beside the nested figure, not judged.
 */
function vtWhole(logs: Logs, db: string): number[] | null {
  return numbers(logs['vt-engine'], new RegExp(`^${db}: (\\d+) of (\\d+) reference runs`, 'm'));
}

/** noise-stress.ts's gross row at an SNR: beats Se, +P, clean Se, noisy Se, +P, VEB Se, +P. */
function noiseRow(logs: Logs, snr: number): number[] | null {
  const g = `\\s+${NUM}\\s+${NUM}\\s+\\|`;
  return numbers(
    logs['noise-stress'],
    new RegExp(`^\\s*${snr}\\s+gross${g}\\s+${NUM}\\s+\\|${g}${g}`, 'm'),
  );
}

/** noise-holdout.ts's shipped rows (`+`): analysable %, segments with a rate, VT, per channel. */
function noiseAlone(logs: Logs): { pct: number; rated: number; vt: number }[] | null {
  const rows = [...(logs['noise-holdout'] ?? '').matchAll(/^em ch\d\+(.*)$/gm)].map((m) => {
    const cols = m[1]!.trim().split(/\s{2,}/);
    // train rows, bad t, sustained, analysable %, mean HR (segments), VT, VF ...
    const hr = cols[4] ?? '-';
    return {
      pct: Number(cols[3]),
      rated: hr === '-' ? 0 : hr.split(',').length,
      vt: Number(cols[5]),
    };
  });
  return rows.length ? rows : null;
}

const fmt = (x: number): string => x.toFixed(1);

/** One Se / +P pair: its label, the two figures and their floors. */
type Pair = [label: string, se: number, ppv: number, minSe: number, minPpv: number];

/** "label Se / +P %" for each pair, met when every figure reaches its floor. */
function pairs(...ps: Pair[]): RowResult {
  return {
    figure: ps.map(([label, se, ppv]) => `${label}${fmt(se)} / ${fmt(ppv)} %`).join(', '),
    met: ps.every(([, se, ppv, minSe, minPpv]) => se >= minSe && ppv >= minPpv),
  };
}

export const ROWS: Row[] = [
  {
    target: 'MIT-BIH VEB Se / +P ≥ 92 / 92 %',
    read: (l) => {
      const n = ec57(l, 'mitdb');
      return n && pairs(['DS1 nested ', n[0]!, n[1]!, 92, 92]);
    },
  },
  {
    target: 'MIT-BIH SVEB Se / +P ≥ 60 / 50 %',
    read: (l) => {
      const n = ec57(l, 'mitdb');
      return n && pairs(['DS1 nested ', n[2]!, n[3]!, 60, 50]);
    },
  },
  {
    target: 'SVDB VEB ≥ 85 / 85 %, SVEB ≥ 60 / 60 %',
    read: (l) => {
      const n = ec57(l, 'svdb');
      return n && pairs(['VEB ', n[0]!, n[1]!, 85, 85], ['SVEB ', n[2]!, n[3]!, 60, 60]);
    },
  },
  {
    target: 'AF duration Se / +P ≥ 90 / 90 %, ≤ 600 s outside AF',
    read: (l) => {
      const n = afRow(l, 'mitdb-ecg');
      return (
        n && {
          figure: `DS1 full ECG ${fmt(n[0]!)} / ${fmt(n[1]!)} %, ${n[2]} s outside`,
          met: n[0]! >= 90 && n[1]! >= 90 && n[2]! <= 600,
        }
      );
    },
  },
  {
    target: 'AF 30-s strips F1 ≥ 0.85',
    read: (l) => {
      const n = numbers(l['af-rr'], /30 s strips[^:]*: F1 ([\d.]+)/);
      return (
        n && { figure: `F1 ${n[0]!.toFixed(3)} (beat times, all databases)`, met: n[0]! >= 0.85 }
      );
    },
  },
  {
    target: 'AF from beat times: AF database ≥ 95 / 95 %, long-term ≥ 92 / 92 %',
    read: (l) => {
      const a = afRow(l, 'afdb');
      const t = afRow(l, 'ltafdb');
      return a && t && pairs(['afdb ', a[0]!, a[1]!, 95, 95], ['ltafdb ', t[0]!, t[1]!, 92, 92]);
    },
  },
  {
    target: 'VT: ≥ 80 % of reference runs found, ≤ 10 false on a MIT-BIH half',
    read: (l) => {
      const m = vtNested(l, 'mitdb');
      const s = vtNested(l, 'svdb');
      if (!m) return null;
      const svdb = s ? `; SVDB ${s[0]} of ${s[1]}, ${s[2]} false` : '';
      const wm = vtWhole(l, 'mitdb');
      const ws = vtWhole(l, 'svdb');
      const whole =
        wm && ws
          ? `; whole engine (in-sample classes, every .atr run) DS1 ${wm[0]} of ${wm[1]}, SVDB ${ws[0]} of ${ws[1]}`
          : '';
      return {
        figure: `DS1 nested ${m[0]} of ${m[1]} (${fmt((100 * m[0]!) / m[1]!)} %), ${m[2]} false${svdb}${whole}`,
        met: m[0]! >= 0.8 * m[1]! && m[2]! <= 10,
      };
    },
  },
  {
    target: 'VT: ≤ 5 of 150 normal 30-s strips',
    read: (l) => {
      const m = vtNested(l, 'mitdb');
      const s = vtNested(l, 'svdb');
      if (!m || !s) return null;
      const vt = m[3]! + s[3]!;
      const strips = m[4]! + s[4]!;
      return { figure: `${vt} of ${strips} (DS1 and SVDB, nested)`, met: vt <= (5 / 150) * strips };
    },
  },
  {
    target: 'VF: ≥ 80 % of reference VF time called `VF`',
    read: (l) => {
      const n = numbers(l['vf'], /total VF time called VF: ([\d.]+) %/);
      return n && { figure: `${fmt(n[0]!)} % (CUDB and DS1)`, met: n[0]! >= 80 };
    },
  },
  {
    target: 'Noise 6 dB: beats +P ≥ 97 %, VEB +P ≥ 80 %, clean Se ≥ 99 %',
    read: (l) => {
      const n = noiseRow(l, 6);
      return (
        n && {
          figure: `+P ${fmt(n[1]!)} %, VEB +P ${fmt(n[6]!)} %, clean Se ${fmt(n[2]!)} %`,
          met: n[1]! >= 97 && n[6]! >= 80 && n[2]! >= 99,
        }
      );
    },
  },
  {
    target: 'Noise 0 dB: beats +P ≥ 95 %, VEB +P ≥ 60 %',
    read: (l) => {
      const n = noiseRow(l, 0);
      return (
        n && {
          figure: `+P ${fmt(n[1]!)} %, VEB +P ${fmt(n[6]!)} %`,
          met: n[1]! >= 95 && n[6]! >= 60,
        }
      );
    },
  },
  {
    target: 'Noise alone ≤ 10 % analysable, no VT, no heart rate',
    read: (l) => {
      const rows = noiseAlone(l);
      if (!rows) return null;
      const pct = Math.max(...rows.map((r) => r.pct));
      const rated = rows.reduce((a, r) => a + r.rated, 0);
      const vt = rows.reduce((a, r) => a + r.vt, 0);
      return {
        figure: `\`em\` held out whole: ${fmt(pct)} % analysable (worse channel), a rate in ${rated} segment(s), ${vt} VT`,
        met: pct <= 10 && rated === 0 && vt === 0,
      };
    },
  },
  {
    target: 'HRV within 1 / 5 / 10 % on ≥ 15 of 17 held-out non-AF records',
    read: (l) => {
      const n = numbers(
        l['hrv-cv'],
        /mitdb: (\d+) records; within 1 \/ 5 \/ 10 % or rightly withheld \(mean NN \/ SDNN \/ RMSSD\): out-of-fold (\d+) \/ (\d+) \/ (\d+)/,
      );
      if (!n) return null;
      const [recs, a, b, c] = n as [number, number, number, number];
      return {
        figure: `DS1 out of fold ${a} / ${b} / ${c} of ${recs}`,
        met: Math.min(a, b, c) >= (15 / 17) * recs,
      };
    },
  },
  {
    target: '72 h real ECG ≤ 7 s, ≤ 300 MB through the CLI',
    read: (l) => {
      const n = numbers(
        l['cli-72h-real'],
        /"runs":(\d+),"wallS":([\d.]+),"cpuS":([\d.]+),"peakRssMB":(\d+)/,
      );
      return (
        n && {
          figure: `${n[1]} s wall, ${n[2]} s CPU (medians), ${n[3]} MB peak (highest) of ${n[0]} runs, this machine`,
          met: n[1]! <= 7 && n[3]! <= 300,
        }
      );
    },
  },
];
