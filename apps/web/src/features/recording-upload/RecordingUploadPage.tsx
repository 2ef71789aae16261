import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { linkClass } from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';
import { uploadRecording } from './upload';
import { ChooseRecording, RecordingCard, type UploadProgress } from './RecordingUploadParts';
import { useRecordingInfo } from './useRecordingInfo';
import {
  EMPTY_INTAKE,
  IntakeChecks,
  intakeProblem,
  intakeUploadFields,
  type IntakeFields,
} from './IntakeChecks';
import { HoldPanel } from './HoldPanel';
import { mismatchOfError, PatientMismatchPanel } from './PatientMismatchPanel';
import { BeatRatePanel } from './BeatRatePanel';
import { StartTimePanel } from './StartTimePanel';
import { isBeatAnnotationFile, typedRate } from './FileKind';
import type { RecordingKind } from '@heartcheck/contracts/recording-formats';

/** /operations/orders/:id/recording: upload a returned device's recording and follow its analysis. */
export function RecordingUploadPage() {
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  const { id = '' } = useParams();
  const { info, loadError, load } = useRecordingInfo(id, t('loadError'));
  const [file, setFile] = useState<File | undefined>();
  const [header, setHeader] = useState<File | undefined>();
  const [progress, setProgress] = useState<UploadProgress | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [intake, setIntake] = useState<IntakeFields>(EMPTY_INTAKE);
  const abort = useRef<AbortController | undefined>(undefined);
  const [kind, setKind] = useState<RecordingKind>('ecg');
  const [rate, setRate] = useState('');

  const isWfdb = kind === 'ecg' && file?.name.toLowerCase().endsWith('.dat');
  const annotation = isBeatAnnotationFile(file?.name);
  const start = async () => {
    if (!file || !info) return;
    setError(undefined);
    const problem = intakeProblem(info, intake);
    if (problem) {
      setError(t(problem));
      return;
    }
    abort.current = new AbortController();
    try {
      await uploadRecording({
        orderId: id,
        file,
        wfdbHeader: (isWfdb || annotation) && header ? await header.text() : undefined,
        fields: {
          ...intakeUploadFields(intake),
          ...(kind === 'beat-times' ? { kind } : {}),
          ...(annotation && !header ? { samplingRate: typedRate(rate) } : {}),
        },
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
      // A patient mismatch is not an error: the held upload's panel shows it (after load()).
      else if (!mismatchOfError(e)) setError(errorMessage(e, t('uploadError')));
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
  const held =
    canUpload && info.upload?.status === 'needs_confirmation' && info.upload.patientMismatch
      ? { upload: info.upload, mismatch: info.upload.patientMismatch }
      : undefined;
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

      {held && (
        <PatientMismatchPanel
          uploadId={held.upload.id}
          fileName={held.upload.fileName}
          mismatch={held.mismatch}
          onDone={load}
        />
      )}
      {canUpload && (
        <ChooseRecording
          maxBytes={info.maxBytes}
          file={file}
          header={header}
          progress={progress}
          onFile={setFile}
          onHeader={setHeader}
          onStart={() => void start()}
          onPause={() => abort.current?.abort()}
          kind={kind}
          onKind={(k) => {
            setKind(k);
            setFile(undefined);
          }}
          rate={rate}
          onRate={setRate}
        >
          <IntakeChecks
            info={info}
            fields={intake}
            onChange={setIntake}
            disabled={Boolean(progress)}
          />
        </ChooseRecording>
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
      {info.analysis?.status === 'succeeded' && (
        <HoldPanel orderId={id} refreshKey={info.analysis.id} />
      )}
      {info.recording && <RecordingCard recording={info.recording} analysis={info.analysis} />}
      {info.recording && info.analysis && (
        <StartTimePanel
          orderId={id}
          recording={info.recording}
          analysing={['queued', 'running'].includes(info.analysis.status)}
          onCorrected={load}
        />
      )}
      {info.recording?.format === 'beats-wfdb' && info.analysis && (
        <BeatRatePanel
          orderId={id}
          recording={info.recording}
          analysing={['queued', 'running'].includes(info.analysis.status)}
          onCorrected={load}
        />
      )}
    </section>
  );
}
