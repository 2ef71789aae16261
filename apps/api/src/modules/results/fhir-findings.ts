import type { CountedSummary } from './counted-summary.ts';
import type { RhythmType } from './episode-kinds.ts';
import { INTERPRETATION, LOCAL_CODE_SYSTEM, SNOMED, UCUM } from './fhir-codes.ts';

type Coding = { system: string; code: string; display: string };

/** One Holter finding as an Observation's code, text and value. */
export interface HolterFinding {
  code: Coding;
  text: string;
  value: Record<string, unknown>;
  interpretation?: { coding: Coding[]; text: string };
}

const count = (value: number, unit: string) => ({ value, unit, system: UCUM, code: '{count}' });
const perHour = (value: number) => ({
  value: Number(value.toFixed(1)),
  unit: '/h',
  system: UCUM,
  code: '/h',
});
const local = (code: string, display: string): Coding => ({
  system: LOCAL_CODE_SYSTEM,
  code,
  display,
});

/**
 * SNOMED CT concepts of the rhythms the engine names since issue 19, with the concept names of
 * the SNOMED CT International browser:
 *  - 71908006 |Ventricular fibrillation (disorder)|. The engine's `VF` also holds ventricular
 *    flutter; we found no concept id for ventricular flutter we could verify (42343007, once
 *    proposed, is |Congestive heart failure|), so the text says "or flutter" instead;
 *  - 5370000 |Atrial flutter (disorder)|;
 *  - 195042002 |Second degree atrioventricular block (disorder)|: the engine's `AVB2` is second
 *    degree or higher (27885002 |Complete atrioventricular block| is not told apart), the text
 *    says so.
 */
const RHYTHM_CODES: Record<RhythmType, { code: Coding; name: string }> = {
  VF: {
    code: { system: SNOMED, code: '71908006', display: 'Ventricular fibrillation' },
    name: 'Ventricular fibrillation or ventricular flutter',
  },
  AFL: {
    code: { system: SNOMED, code: '5370000', display: 'Atrial flutter' },
    name: 'Atrial flutter',
  },
  AVB2: {
    code: { system: SNOMED, code: '195042002', display: 'Second degree atrioventricular block' },
    name: 'Second-degree or higher atrioventricular block',
  },
};

/**
 * "AA" |Critical abnormal| (HL7 v3 ObservationInterpretation): VF is the finding a Holter service
 * acts on at once, as the cardiologist's urgent flag does for sustained VT.
 */
const CRITICAL = {
  coding: [{ system: INTERPRETATION, code: 'AA', display: 'Critical abnormal' }],
  text: 'Urgent finding',
};

/** VF, atrial flutter or AV block where the recording has some (uncertain ones not counted). */
function rhythmFinding(s: CountedSummary, type: RhythmType): HolterFinding[] {
  const figure = s.rhythm[type];
  if (figure.episodes === 0) return [];
  const { code, name } = RHYTHM_CODES[type];
  const longest = figure.longest ? `, longest ${Math.round(figure.longest.durationS)} s` : '';
  return [
    {
      code,
      text: `${name} (automated): ${figure.episodes} episode(s), ${Math.round(figure.totalS)} s in total${longest}`,
      value: count(figure.episodes, 'episodes'),
      ...(type === 'VF' ? { interpretation: CRITICAL } : {}),
    },
  ];
}

/**
 * Slow and fast heart rate: 48867003 |Bradycardia (finding)| and 3424008 |Tachycardia (finding)|,
 * not the sinus ones (49710005 |Sinus bradycardia|): the engine finds a rate, not its origin.
 */
function rateFindings(s: CountedSummary): HolterFinding[] {
  return [
    {
      code: { system: SNOMED, code: '48867003', display: 'Bradycardia' },
      text: `Slow heart rate episodes (under ${s.bradycardia.thresholdBpm} bpm, automated)`,
      value: count(s.bradycardia.count, 'episodes'),
    },
    {
      code: { system: SNOMED, code: '3424008', display: 'Tachycardia' },
      text: `Fast heart rate episodes (over ${s.tachycardia.thresholdBpm} bpm, automated)`,
      value: count(s.tachycardia.count, 'episodes'),
    },
  ];
}

function ectopyFindings(s: CountedSummary): HolterFinding[] {
  if (!s.ventricular || !s.supraventricular) return [];
  return [
    {
      code: { system: SNOMED, code: '17338001', display: 'Ventricular premature beats' },
      text: `Ventricular ectopic beats: ${s.ventricular.count} in total (${s.ventricular.percent.toFixed(1)}% of beats), per hour`,
      value: perHour(s.ventricular.perHour),
    },
    {
      code: { system: SNOMED, code: '25569003', display: 'Ventricular tachycardia' },
      text: `Runs of 3 or more ventricular beats (non-sustained ventricular tachycardia); ${s.ventricular.couplets} ventricular couplet(s)`,
      value: count(s.ventricular.runs, 'runs'),
    },
    {
      code: local('supraventricular-ectopic-beats', 'Supraventricular ectopic beats per hour'),
      text: `Supraventricular ectopic beats: ${s.supraventricular.count} in total (${s.supraventricular.percent.toFixed(1)}% of beats), per hour`,
      value: perHour(s.supraventricular.perHour),
    },
    {
      // 6456007 |Supraventricular tachycardia (disorder)|: a run of 3 or more S beats is a run
      // of SVT as Holter reports count them (the VT row above reads ventricular runs the same way)
      code: { system: SNOMED, code: '6456007', display: 'Supraventricular tachycardia' },
      text: `Runs of 3 or more supraventricular beats; ${s.supraventricular.couplets} supraventricular couplet(s)`,
      value: count(s.supraventricular.runs, 'runs'),
    },
    ...patternFindings(s),
  ];
}

/**
 * Ventricular bigeminy and trigeminy (the engine's patterns are of V beats): 11157007
 * |Ventricular bigeminy (disorder)| and 251180001 |Ventricular trigeminy (finding)|.
 */
function patternFindings(s: CountedSummary): HolterFinding[] {
  const patterns = [
    ['bigeminy', '11157007', 'Ventricular bigeminy'],
    ['trigeminy', '251180001', 'Ventricular trigeminy'],
  ] as const;
  return patterns.flatMap(([key, code, display]) => {
    const figure = s[key];
    if (!figure) return [];
    const longest = figure.longest ? `, longest ${Math.round(figure.longest.durationS)} s` : '';
    return [
      {
        code: { system: SNOMED, code, display },
        text: `${display} (automated): ${figure.episodes} episode(s)${longest}`,
        value: count(figure.episodes, 'episodes'),
      },
    ];
  });
}

/**
 * The Holter findings as Observations, as counted (uncertain episodes left out): VF first, AF
 * (SNOMED CT 49436004 |Atrial fibrillation (disorder)|) with its burden, atrial flutter,
 * ventricular ectopy (17338001 |Ventricular premature beats (disorder)|) and runs of 3 or more
 * ventricular beats (25569003 |Ventricular tachycardia (disorder)|), supraventricular ectopy and
 * runs (6456007), ventricular bigeminy and trigeminy, AV block, pauses, slow and fast rates, and the time that could not be analysed. Measures
 * with no SNOMED CT or LOINC concept use our code system.
 */
export function holterFindings(s: CountedSummary): HolterFinding[] {
  const af = s.af
    ? { episodes: s.af.episodes, burden: s.af.burdenPercent }
    : { episodes: s.irregularRhythm.count, burden: s.irregularRhythm.burdenPercent };
  const out: HolterFinding[] = [
    ...rhythmFinding(s, 'VF'),
    {
      code: { system: SNOMED, code: '49436004', display: 'Atrial fibrillation' },
      text: `Atrial fibrillation (episodes of 30 s or longer, automated): ${af.episodes} episode(s), percentage of the analysable time`,
      value: { value: Number(af.burden.toFixed(1)), unit: '%', system: UCUM, code: '%' },
    },
    ...rhythmFinding(s, 'AFL'),
    ...ectopyFindings(s),
    ...rhythmFinding(s, 'AVB2'),
  ];
  out.push({
    code: local('pauses', `Pauses over ${s.pauses.thresholdS} s`),
    text: `Pauses over ${s.pauses.thresholdS} s${s.pauses.longestMs ? ` (longest ${(s.pauses.longestMs / 1000).toFixed(1)} s)` : ''}`,
    value: count(s.pauses.count, 'pauses'),
  });
  out.push(...rateFindings(s));
  if (s.unanalysable)
    out.push({
      code: local('unanalysable-time', 'Recording time that could not be analysed'),
      text: `Recording time that could not be analysed (noise, lead off, flat line): ${s.unanalysable.episodes} stretch(es)`,
      value: { value: Math.round(s.unanalysable.totalS), unit: 's', system: UCUM, code: 's' },
    });
  return out;
}
