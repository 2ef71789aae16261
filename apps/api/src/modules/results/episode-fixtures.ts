import type { RhythmEpisode } from '@heartcheck/ecg/rhythm/episodes';

/**
 * Tests only: rhythm episodes of every type the engine names since issue 19 (VF, atrial
 * flutter, AV block, slow and fast rate), some with the engine's confidence and some inside poor
 * signal (`uncertain`), as a recording's analysis would carry them. Placed in the first
 * `seconds` of a recording at `fs` Hz, clear of each other.
 */
export function newTypeEpisodes(fs: number, seconds: number): RhythmEpisode[] {
  const at = (fraction: number) => Math.round(fraction * seconds * fs);
  const episode = (
    type: RhythmEpisode['type'],
    fraction: number,
    durationS: number,
    extra: Partial<RhythmEpisode> = {},
  ): RhythmEpisode => ({
    type,
    startSample: at(fraction),
    endSample: at(fraction) + Math.round(durationS * fs),
    startTime: null,
    durationS,
    beats: 0,
    meanHr: null,
    ...extra,
  });
  return [
    episode('VF', 0.1, 12, { confidence: 0.9 }),
    episode('VF', 0.2, 5, { confidence: 0.3, uncertain: true }),
    episode('AFL', 0.3, 40, { beats: 100, meanHr: 150, confidence: 0.7 }),
    episode('AFL', 0.4, 20, { beats: 50, meanHr: 148, confidence: 0.55 }),
    episode('AVB2', 0.5, 2.4, { beats: 2, meanHr: 25, confidence: 0.8 }),
    episode('brady', 0.6, 60, { beats: 45, meanHr: 45, confidence: 0.95 }),
    episode('tachy', 0.7, 30, { beats: 65, meanHr: 130 }),
    episode('VT', 0.8, 2, {
      beats: 4,
      meanHr: 140,
      beatClass: 'V',
      confidence: 0.2,
      uncertain: true,
    }),
  ];
}

/** The engine's episodes with the new types added, in time order, as the engine lists them. */
export function withNewTypes(
  episodes: readonly RhythmEpisode[],
  fs: number,
  seconds: number,
): RhythmEpisode[] {
  return [...episodes, ...newTypeEpisodes(fs, seconds)].sort(
    (a, b) => a.startSample - b.startSample,
  );
}
