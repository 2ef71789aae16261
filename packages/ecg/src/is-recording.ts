import type { EcgRecording } from './io/recording.ts';

/** A recording already opened, rather than bytes to open. */
export function isRecording(x: unknown): x is EcgRecording {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as EcgRecording).samples === 'function' &&
    'samplingRate' in x
  );
}
