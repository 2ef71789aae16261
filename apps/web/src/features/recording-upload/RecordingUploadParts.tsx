import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RecordingFacts } from './RecordingFacts';
import type { RecordingInfo } from '@heartcheck/contracts/recordings';
import { buttonClass, cardClass, inputClass, labelClass } from '@/components/ui/controls';
import { isBeatTimesFormat, type RecordingKind } from '@heartcheck/contracts/recording-formats';
import { ACCEPT, FileKind, isBeatAnnotationFile, SamplingRate, typedRate } from './FileKind';

export interface UploadProgress {
  fraction: number;
  phase: string;
}

interface ChooseProps {
  maxBytes: number;
  file: File | undefined;
  header: File | undefined;
  progress: UploadProgress | undefined;
  onFile: (file: File | undefined) => void;
  onHeader: (file: File | undefined) => void;
  onStart: () => void;
  onPause: () => void;
  kind: RecordingKind;
  onKind: (kind: RecordingKind) => void;
  /** A beat annotation file's sampling rate as typed. */
  rate: string;
  onRate: (rate: string) => void;
  /** The intake checks (identity, serial, start time) shown under the file input. */
  children?: ReactNode;
}

/**
 * Choosing the recording (and a WFDB .dat file's .hea header), refusing one over the size limit
 * before sending it, and the upload's progress with a pause.
 */
export function ChooseRecording(props: ChooseProps) {
  const { maxBytes, file, header, progress, onFile, onHeader, onStart, onPause } = props;
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  const { kind, onKind, rate, onRate } = props;
  const isWfdb = kind === 'ecg' && file?.name.toLowerCase().endsWith('.dat');
  // a beat annotation file needs its header or a typed rate (its beats count samples)
  const annotation = isBeatAnnotationFile(file?.name);
  const rateMissing = annotation && !header && typedRate(rate) === undefined;
  const tooBig = file && file.size > maxBytes;
  return (
    <section className={cardClass} aria-labelledby="choose-title">
      <h2 id="choose-title" className="mb-2 text-xl font-semibold">
        {t('chooseTitle')}
      </h2>
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        {t('chooseHelp', { max: Math.round(maxBytes / 1048576) })}
      </p>
      <div className="space-y-4">
        <FileKind kind={kind} onKind={onKind} disabled={Boolean(progress)} />
        <div>
          <label className={labelClass} htmlFor="recording-file">
            {t('file')}
          </label>
          <input
            id="recording-file"
            type="file"
            accept={ACCEPT[kind]}
            className={inputClass}
            onChange={(e) => onFile(e.target.files?.[0])}
            disabled={Boolean(progress)}
          />
        </div>
        {props.children}
        {(isWfdb || annotation) && (
          <div>
            <label className={labelClass} htmlFor="header-file">
              {t(annotation ? 'beatTimesHeaderFile' : 'headerFile')}
            </label>
            <input
              id="header-file"
              type="file"
              accept=".hea"
              className={inputClass}
              onChange={(e) => onHeader(e.target.files?.[0])}
              disabled={Boolean(progress)}
            />
          </div>
        )}
        {annotation && !header && (
          <SamplingRate value={rate} onChange={onRate} disabled={Boolean(progress)} />
        )}
        {rateMissing && (
          <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="rate-missing">
            {t('kind.headerOrRate')}
          </p>
        )}
        {tooBig && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t('tooBig', { max: Math.round(maxBytes / 1048576) })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('solid')}
            disabled={
              !file || Boolean(tooBig) || Boolean(progress) || (isWfdb && !header) || rateMissing
            }
            onClick={onStart}
          >
            {t('upload')}
          </button>
          {progress && (
            <button type="button" className={buttonClass()} onClick={onPause}>
              {t('pause')}
            </button>
          )}
        </div>
        {progress && (
          <div>
            <label className="text-sm" htmlFor="upload-progress">
              {t(`phase.${progress.phase}`)} {Math.round(progress.fraction * 100)}%
            </label>
            <progress
              id="upload-progress"
              className="mt-1 block h-3 w-full"
              max={1}
              value={progress.fraction}
            />
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * A recording's length as staff check it against the wear time: hours to a tenth from an hour up
 * ("71.8 hours"), whole minutes or seconds below (a 5-minute test file read "0.1 hours").
 */
function lengthText(t: TFunction<'recordingUpload'>, seconds: number): string {
  if (seconds >= 3600) return t('lengthHours', { hours: (seconds / 3600).toFixed(1) });
  if (seconds >= 60) return t('lengthMinutes', { count: Math.floor(seconds / 60) });
  return t('lengthSeconds', { count: Math.round(seconds) });
}

/** The stored recording (file, length, checksum) and its analysis's progress. */
export function RecordingCard({
  recording,
  analysis,
}: {
  recording: NonNullable<RecordingInfo['recording']>;
  analysis: RecordingInfo['analysis'];
}) {
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  return (
    <section className={cardClass} aria-labelledby="recording-title">
      <h2 id="recording-title" className="mb-2 text-xl font-semibold">
        {t('recordingTitle')}
      </h2>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <dt className="text-gray-700 dark:text-gray-300">{t('fileName')}</dt>
        <dd>{recording.fileName}</dd>
        <dt className="text-gray-700 dark:text-gray-300">{t('length')}</dt>
        <dd data-testid="recording-length">
          {/* a beat-time CSV's rate is the engine's 1000 Hz (milliseconds), not the recorder's */}
          {t(isBeatTimesFormat(recording.format) ? 'beatTimesHours' : 'hours', {
            length: lengthText(t, recording.durationS),
            fs: recording.samplingRate,
          })}
        </dd>
        <dt className="text-gray-700 dark:text-gray-300">{t('checksum')}</dt>
        <dd className="break-all font-mono text-xs">{recording.sha256}</dd>
        <RecordingFacts recording={recording} />
      </dl>
      {analysis && <AnalysisProgress analysis={analysis} />}
    </section>
  );
}

function AnalysisProgress({ analysis }: { analysis: NonNullable<RecordingInfo['analysis']> }) {
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  return (
    <div className="mt-4">
      <label className="text-sm font-medium" htmlFor="analysis-progress">
        {t(`analysis.${analysis.status}`, { defaultValue: analysis.status })}
        {analysis.status === 'running' ? ` ${Math.round(analysis.progress * 100)}%` : ''}
      </label>
      <progress
        id="analysis-progress"
        className="mt-1 block h-3 w-full"
        max={1}
        value={analysis.status === 'succeeded' ? 1 : analysis.progress}
        data-testid="analysis-status"
        data-status={analysis.status}
      />
      {analysis.error && analysis.status !== 'succeeded' && (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">
          {t('analysisError', {
            error: analysis.error,
            attempts: analysis.attempts,
          })}
        </p>
      )}
    </div>
  );
}
