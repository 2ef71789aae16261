import { useTranslation } from 'react-i18next';
import type { RecordingKind } from '@heartcheck/contracts/recording-formats';
import { inputClass, labelClass } from '@/components/ui/controls';

/** WFDB annotation files: their beats are counted in samples, so they need a rate. */
export const isBeatAnnotationFile = (name: string | undefined): boolean =>
  /\.(qrs|atr|ann)$/i.test(name ?? '');

/** The file types each kind accepts. */
export const ACCEPT: Record<RecordingKind, string> = {
  ecg: '.edf,.rec,.ecg,.csv,.txt,.dat',
  'beat-times': '.qrs,.atr,.ann,.csv,.txt',
};

/**
 * What the file holds: an ECG, or beat times only. A CSV can be either, so staff say which; a
 * beat annotation file's sampling rate comes from its .hea header (chosen below) or is typed.
 */
export function FileKind({
  kind,
  onKind,
  disabled,
}: {
  kind: RecordingKind;
  onKind: (kind: RecordingKind) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  return (
    <fieldset>
      <legend className={labelClass}>{t('kind.legend')}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {(['ecg', 'beat-times'] as const).map((k) => (
          <label key={k} className="inline-flex min-h-10 items-center gap-2">
            <input
              type="radio"
              name="recording-kind"
              value={k}
              checked={kind === k}
              onChange={() => onKind(k)}
              disabled={disabled}
            />
            {t(`kind.${k}`)}
          </label>
        ))}
      </div>
      {kind === 'beat-times' && (
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('kind.beatTimesHelp')}</p>
      )}
    </fieldset>
  );
}

/** The sampling rate of a beat annotation file sent without its header. */
export function SamplingRate({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  return (
    <div>
      <label className={labelClass} htmlFor="beat-rate">
        {t('kind.rate')}
      </label>
      <input
        id="beat-rate"
        type="number"
        inputMode="numeric"
        min={25}
        max={20000}
        step={1}
        className={`${inputClass} max-w-40`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
      />
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('kind.rateHelp')}</p>
    </div>
  );
}

/** The rate typed, when it is a whole number the API takes (25-20000 Hz), else undefined. */
export function typedRate(value: string): number | undefined {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= 25 && n <= 20000 ? n : undefined;
}
