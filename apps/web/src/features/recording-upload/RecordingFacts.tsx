import { useTranslation } from 'react-i18next';
import type { RecordingInfo } from '@heartcheck/contracts/recordings';
import { clockAt, ukLongDate } from '@/lib/format/clock';

/** The recording's serials and where its start time came from (rows of the recording's list). */
export function RecordingFacts({
  recording,
}: {
  recording: NonNullable<RecordingInfo['recording']>;
}) {
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  const source = recording.startTime ? (recording.startTimeSource ?? 'file') : 'unknown';
  return (
    <>
      <dt className="text-gray-700 dark:text-gray-300">{t('startedAt')}</dt>
      <dd data-testid="recording-start">
        {t(`startSource.${source}`, {
          time: recording.startTime ? clockAt(recording.startTime, 0) : '',
        })}
      </dd>
      <dt className="text-gray-700 dark:text-gray-300">{t('recordingSerial')}</dt>
      <dd>{recording.deviceSerial ?? '–'}</dd>
      <dt className="text-gray-700 dark:text-gray-300">{t('fileSerial')}</dt>
      <dd>{recording.fileDeviceSerial ?? '–'}</dd>
      {(recording.filePatientName || recording.filePatientDateOfBirth) && (
        <>
          <dt className="text-gray-700 dark:text-gray-300">{t('filePatient')}</dt>
          <dd data-testid="file-patient">
            <bdi>
              {t('filePatientValue', {
                name: recording.filePatientName ?? t('identity.none'),
                dateOfBirth: recording.filePatientDateOfBirth
                  ? ukLongDate(`${recording.filePatientDateOfBirth}T12:00:00Z`)
                  : t('identity.none'),
              })}
            </bdi>
            {recording.patientOverrideReason && (
              <span className="mt-1 block text-amber-800 dark:text-amber-200">
                {t('patientOverride', { reason: recording.patientOverrideReason })}
              </span>
            )}
          </dd>
        </>
      )}
    </>
  );
}
