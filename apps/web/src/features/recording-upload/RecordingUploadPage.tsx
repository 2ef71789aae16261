import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRestQuery } from '@/lib/http/use-rest';
import {
  buttonClass,
  cardClass,
  inputClass,
  labelClass,
  linkClass,
} from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';
import { uploadRecording } from './upload';

const ACCEPT = '.edf,.rec,.csv,.txt,.dat';

/** /operations/orders/:id/recording: upload a returned device's recording and follow its analysis. */
export function RecordingUploadPage() {
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  const { id = '' } = useParams();
  const recording = useRestQuery('/api/orders/{orderId}/recording', { path: { orderId: id } });
  const info = recording.data;
  const loadError = recording.error ? errorMessage(recording.error, t('loadError')) : undefined;
  const [file, setFile] = useState<File | undefined>();
  const [header, setHeader] = useState<File | undefined>();
  const [progress, setProgress] = useState<{ fraction: number; phase: string } | undefined>();
  const [error, setError] = useState<string | undefined>();
  const abort = useRef<AbortController | undefined>(undefined);

  const load = recording.reload;
  const analysing =
    info?.analysis && (info.analysis.status === 'queued' || info.analysis.status === 'running');
  useEffect(() => {
    if (!analysing) return;
    const timer = setInterval(load, 1000);
    return () => clearInterval(timer);
  }, [analysing, load]);

  const isWfdb = file?.name.toLowerCase().endsWith('.dat');
  const tooBig = file && info && file.size > info.maxBytes;
  const start = async () => {
    if (!file) return;
    setError(undefined);
    abort.current = new AbortController();
    try {
      await uploadRecording({
        orderId: id,
        file,
        wfdbHeader: isWfdb && header ? await header.text() : undefined,
        onProgress: (fraction, phase) => setProgress({ fraction, phase }),
        signal: abort.current.signal,
      });
      setProgress(undefined);
      setFile(undefined);
      load();
    } catch (e) {
      setProgress(undefined);
      if ((e as Error).name === 'AbortError' || (e as { code?: string }).code === 'ERR_CANCELED')
        setError(t('paused'));
      else setError(errorMessage(e, t('uploadError')));
      load();
    }
  };

  if (loadError)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {loadError}
      </p>
    );
  if (!info) return <p>{t('loading')}</p>;
  const canUpload = info.order.status === 'received';
  return (
    <section aria-labelledby="upload-title" className="space-y-6">
      <p>
        <Link className={linkClass} to="/operations">
          {t('back')}
        </Link>
      </p>
      <h1 id="upload-title" className="text-3xl font-semibold">
        {t('title', { number: info.order.number })}
      </h1>
      <p className="text-gray-700 dark:text-gray-300" data-testid="order-status">
        {t('status', {
          status: t(`statuses.${info.order.status}`, { defaultValue: info.order.status }),
        })}
      </p>

      {canUpload && (
        <section className={cardClass} aria-labelledby="choose-title">
          <h2 id="choose-title" className="mb-2 text-xl font-semibold">
            {t('chooseTitle')}
          </h2>
          <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
            {t('chooseHelp', { max: Math.round(info.maxBytes / 1048576) })}
          </p>
          <div className="space-y-4">
            <div>
              <label className={labelClass} htmlFor="recording-file">
                {t('file')}
              </label>
              <input
                id="recording-file"
                type="file"
                accept={ACCEPT}
                className={inputClass}
                onChange={(e) => setFile(e.target.files?.[0])}
                disabled={Boolean(progress)}
              />
            </div>
            {isWfdb && (
              <div>
                <label className={labelClass} htmlFor="header-file">
                  {t('headerFile')}
                </label>
                <input
                  id="header-file"
                  type="file"
                  accept=".hea"
                  className={inputClass}
                  onChange={(e) => setHeader(e.target.files?.[0])}
                  disabled={Boolean(progress)}
                />
              </div>
            )}
            {tooBig && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {t('tooBig', { max: Math.round(info.maxBytes / 1048576) })}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClass('solid')}
                disabled={!file || Boolean(tooBig) || Boolean(progress) || (isWfdb && !header)}
                onClick={() => void start()}
              >
                {t('upload')}
              </button>
              {progress && (
                <button
                  type="button"
                  className={buttonClass()}
                  onClick={() => abort.current?.abort()}
                >
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
      )}
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          data-testid="upload-error"
        >
          {error}
        </p>
      )}
      {info.upload?.status === 'rejected' && !error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {t('lastRejected', { file: info.upload.fileName, error: info.upload.error ?? '' })}
        </p>
      )}
      {info.recording && (
        <section className={cardClass} aria-labelledby="recording-title">
          <h2 id="recording-title" className="mb-2 text-xl font-semibold">
            {t('recordingTitle')}
          </h2>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <dt className="text-gray-700 dark:text-gray-300">{t('fileName')}</dt>
            <dd>{info.recording.fileName}</dd>
            <dt className="text-gray-700 dark:text-gray-300">{t('length')}</dt>
            <dd>
              {t('hours', {
                hours: (info.recording.durationS / 3600).toFixed(1),
                fs: info.recording.samplingRate,
              })}
            </dd>
            <dt className="text-gray-700 dark:text-gray-300">{t('checksum')}</dt>
            <dd className="break-all font-mono text-xs">{info.recording.sha256}</dd>
          </dl>
          {info.analysis && (
            <div className="mt-4">
              <label className="text-sm font-medium" htmlFor="analysis-progress">
                {t(`analysis.${info.analysis.status}`, { defaultValue: info.analysis.status })}
                {info.analysis.status === 'running'
                  ? ` ${Math.round(info.analysis.progress * 100)}%`
                  : ''}
              </label>
              <progress
                id="analysis-progress"
                className="mt-1 block h-3 w-full"
                max={1}
                value={info.analysis.status === 'succeeded' ? 1 : info.analysis.progress}
                data-testid="analysis-status"
                data-status={info.analysis.status}
              />
              {info.analysis.error && info.analysis.status !== 'succeeded' && (
                <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">
                  {t('analysisError', {
                    error: info.analysis.error,
                    attempts: info.analysis.attempts,
                  })}
                </p>
              )}
            </div>
          )}
        </section>
      )}
    </section>
  );
}
