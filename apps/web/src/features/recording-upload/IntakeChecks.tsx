import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordingInfo, UploadStart } from '@heartcheck/contracts/recordings';
import { inputClass, labelClass } from '@/components/ui/controls';
import { ukLongDate } from '@/lib/format/clock';

export interface IntakeFields {
  confirmed: boolean;
  deviceSerial: string;
  override: boolean;
  overrideReason: string;
  startTime: string;
}

export const EMPTY_INTAKE: IntakeFields = {
  confirmed: false,
  deviceSerial: '',
  override: false,
  overrideReason: '',
  startTime: '',
};

/** The serial staff check the recorder against: the one received back, else the one sent. */
export function expectedSerial(info: RecordingInfo): string | null {
  return info.patient?.returnedDeviceSerial ?? info.patient?.deviceSerial ?? null;
}

/** What is missing before an upload may start (a message key), or undefined. */
export function intakeProblem(info: RecordingInfo, fields: IntakeFields): string | undefined {
  if (!fields.confirmed) return 'identity.confirmRequired';
  if (expectedSerial(info) && !fields.deviceSerial.trim()) return 'serial.required';
  if (fields.override && fields.overrideReason.trim().length < 10) return 'serial.overrideRequired';
  return undefined;
}

/** The upload's extra fields (serial, override, start time) from what staff entered. */
export function intakeUploadFields(fields: IntakeFields): Partial<UploadStart> {
  return {
    ...(fields.deviceSerial.trim() ? { deviceSerial: fields.deviceSerial.trim() } : {}),
    ...(fields.override ? { serialOverrideReason: fields.overrideReason.trim() } : {}),
    ...(fields.startTime ? { startTime: fields.startTime } : {}),
  };
}

/**
 * Wrong-patient checks before a recording is attached: who it must belong to (name, date of
 * birth, order number) confirmed against the return form, the recorder's serial, and the start
 * time for a recorder without a clock.
 */
export function IntakeChecks({
  info,
  fields,
  onChange,
  disabled,
}: {
  info: RecordingInfo;
  fields: IntakeFields;
  onChange: (fields: IntakeFields) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  const id = useId();
  const set = (patch: Partial<IntakeFields>) => onChange({ ...fields, ...patch });
  const patient = info.patient;
  const rows: [string, string][] = [
    [t('identity.name'), patient?.name || t('identity.none')],
    [
      t('identity.dateOfBirth'),
      patient?.dateOfBirth ? ukLongDate(`${patient.dateOfBirth}T12:00:00Z`) : t('identity.none'),
    ],
    [t('identity.order'), info.order.number],
    [t('identity.sentSerial'), patient?.deviceSerial ?? t('identity.none')],
    [t('identity.returnedSerial'), patient?.returnedDeviceSerial ?? t('identity.none')],
  ];
  return (
    <fieldset className="space-y-3 rounded-lg border-2 border-amber-400 p-4 dark:border-amber-600">
      <legend className="px-1 font-semibold">{t('identity.title')}</legend>
      <p className="text-sm">{t('identity.help')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="intake-identity">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-700 dark:text-gray-300">{label}</dt>
            <dd className="font-semibold">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1"
          checked={fields.confirmed}
          disabled={disabled}
          onChange={(e) => set({ confirmed: e.target.checked })}
        />
        <span>{t('identity.confirm')}</span>
      </label>
      <div>
        <label className={labelClass} htmlFor={`${id}-serial`}>
          {t('serial.label')}
        </label>
        <input
          id={`${id}-serial`}
          className={inputClass}
          value={fields.deviceSerial}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-describedby={`${id}-serial-help`}
          onChange={(e) => set({ deviceSerial: e.target.value })}
        />
        <p id={`${id}-serial-help`} className="mt-1 text-xs text-gray-600 dark:text-gray-300">
          {t('serial.help')}
        </p>
      </div>
      {expectedSerial(info) && (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={fields.override}
            disabled={disabled}
            onChange={(e) => set({ override: e.target.checked })}
          />
          <span>{t('serial.override')}</span>
        </label>
      )}
      {fields.override && (
        <div>
          <label className={labelClass} htmlFor={`${id}-reason`}>
            {t('serial.overrideReason')}
          </label>
          <textarea
            id={`${id}-reason`}
            className={inputClass}
            rows={2}
            maxLength={500}
            value={fields.overrideReason}
            disabled={disabled}
            onChange={(e) => set({ overrideReason: e.target.value })}
          />
        </div>
      )}
      <div>
        <label className={labelClass} htmlFor={`${id}-start`}>
          {t('startTime.label')}
        </label>
        <input
          id={`${id}-start`}
          type="datetime-local"
          className={inputClass}
          value={fields.startTime}
          disabled={disabled}
          aria-describedby={`${id}-start-help`}
          onChange={(e) => set({ startTime: e.target.value.slice(0, 16) })}
        />
        <p id={`${id}-start-help`} className="mt-1 text-xs text-gray-600 dark:text-gray-300">
          {t('startTime.help')}
        </p>
      </div>
    </fieldset>
  );
}
