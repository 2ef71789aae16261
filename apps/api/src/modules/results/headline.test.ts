import { describe, expect, it } from 'vitest';
import type { CountedSummary } from './counted-summary.ts';
import { amendedLine, urgentLine, urgentShown } from './document-lines.ts';
import { summaryLine } from './headline.ts';

const none = { episodes: 0, totalS: 0, longest: null, uncertain: 0 };
const ectopy = (count: number, percent: number, runs = 0, longestBeats = 0) => ({
  count,
  perHour: count / 24,
  percent,
  couplets: 0,
  runs,
  longestRun: runs
    ? { startSample: 0, startTime: null, durationS: 2, beats: longestBeats, meanHr: 150 }
    : null,
  fastestRun: null,
});

/** The parts of a counted summary the summary line reads; the rest is not needed. */
function summary(parts: {
  afBurden?: number;
  pauses?: number[];
  vf?: number;
  avb2?: number;
  afl?: number;
  vtRuns?: [number, number];
  svtRuns?: number;
  vPercent?: number;
  sPercent?: number;
}): CountedSummary {
  const pauses = parts.pauses ?? [];
  return {
    af: {
      episodes: parts.afBurden ? 2 : 0,
      totalS: 0,
      burdenPercent: parts.afBurden ?? 0,
      longest: null,
      fastest: null,
    },
    irregularRhythm: { count: 0, events: [], burdenPercent: 0, method: '' },
    pauses: {
      count: pauses.length,
      events: [],
      longestMs: pauses.length ? Math.max(...pauses) : null,
      longestSample: null,
      thresholdS: 2,
    },
    rhythm: {
      VF: { ...none, episodes: parts.vf ?? 0 },
      AVB2: { ...none, episodes: parts.avb2 ?? 0 },
      AFL: { ...none, episodes: parts.afl ?? 0 },
    },
    ventricular: ectopy(10, parts.vPercent ?? 0.1, ...(parts.vtRuns ?? [0, 0])),
    supraventricular: ectopy(10, parts.sPercent ?? 0.1, parts.svtRuns ?? 0),
  } as unknown as CountedSummary;
}

describe('the one-line summary at the top of every report', () => {
  it("reads as the issue's example: AF burden, pauses, then see below", () => {
    expect(summaryLine(summary({ afBurden: 3.42 }))).toBe(
      'Atrial fibrillation for 3.4 % of the recording; no pauses; see below',
    );
  });

  it('says "no atrial fibrillation" and "no pauses" when there are none', () => {
    expect(summaryLine(summary({}))).toBe('No atrial fibrillation; no pauses; see below');
  });

  it('counts the pauses with the longest', () => {
    expect(summaryLine(summary({ pauses: [2600] }))).toBe(
      'No atrial fibrillation; 1 pause (longest 2.6 s); see below',
    );
    expect(summaryLine(summary({ pauses: [2600, 3200] }))).toContain('2 pauses (longest 3.2 s)');
  });

  it('puts the serious rhythms first: VF, ventricular tachycardia, AV block', () => {
    const line = summaryLine(summary({ vf: 1, vtRuns: [2, 5], avb2: 1, afBurden: 1 }));
    expect(line).toBe(
      'Ventricular fibrillation or flutter (1 episode); 2 runs of ventricular tachycardia (longest 5 beats); second-degree or higher AV block (1 episode); atrial fibrillation for 1.0 % of the recording; no pauses; see below',
    );
  });

  it('names flutter, SVT and ectopy from 1 % of beats, not below', () => {
    const line = summaryLine(summary({ afl: 2, svtRuns: 1, vPercent: 12.34, sPercent: 0.9 }));
    expect(line).toContain('atrial flutter (2 episodes)');
    expect(line).toContain('1 run of supraventricular tachycardia');
    expect(line).toContain('ventricular ectopic beats 12.3 % of beats');
    expect(line).not.toContain('supraventricular ectopic');
  });
});

describe('the amendment and urgent lines', () => {
  const signed = {
    id: 'r2',
    version: 2,
    signedAt: new Date('2026-07-01T08:30:00Z'),
    name: 'Dr Priya Shah',
    role: 'Consultant Cardiologist',
    gmc: '7000001',
    findings: '',
    conclusion: '',
    amendmentReason: 'Pause was noise',
  };

  it('marks versions after the first as amended, with date (UK time), signer and reason', () => {
    expect(amendedLine(signed)).toBe(
      'Amended report — version 2, amended 1 Jul 2026, 09:30 by Dr Priya Shah, reason: Pause was noise',
    );
    expect(amendedLine({ ...signed, version: 1 })).toBeNull();
    expect(amendedLine(null)).toBeNull();
  });

  it('states the urgent reason in words', () => {
    const flag = { note: '', flaggedAt: '2026-01-05T09:30:00Z', outOfHours: false };
    const urgent = urgentShown({ ...flag, reason: 'long_pauses' });
    expect(urgentLine(urgent)).toBe(
      'URGENT finding flagged by the cardiologist: Long pauses (flagged 5 Jan 2026, 09:30)',
    );
    // "Other" is printed with the cardiologist's words, without which it says nothing.
    const other = urgentShown({ ...flag, reason: 'other', note: 'Complete heart block' });
    expect(urgentLine(other)).toMatch(/: Other.*: Complete heart block \(flagged/);
    expect(urgentLine(urgentShown(null))).toBeNull();
  });
});
