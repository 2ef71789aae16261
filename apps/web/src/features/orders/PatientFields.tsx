import { useTranslation } from 'react-i18next';
import { PATIENT_SEXES, type PatientSex } from '@heartcheck/contracts/patient-sex';
import { ukPhoneE164 } from '@heartcheck/contracts/uk-phone';
import { fieldErrorClass, inputClass, labelClass } from '@/components/ui/controls';

export interface Patient {
  dateOfBirth: string;
  nhsNumber: string;
  /** '' until chosen (optional). */
  sex: PatientSex | '';
  /** A UK mobile or landline to call about an urgent finding (optional; the server stores E.164). */
  phone: string;
}

export type PatientErrors = Partial<Record<keyof Patient, string>>;

/** NHS Data Dictionary modulus-11 check of a 10-digit NHS number. */
export function isValidNhsNumber(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (10 - i);
  const check = 11 - (sum % 11);
  return check !== 10 && (check === 11 ? 0 : check) === Number(digits[9]);
}

/** Date of birth required (18 or over, as the Terms say); NHS number optional but checked. */
export function validatePatient(
  value: Patient,
  t: (key: string) => string,
  today = new Date().toISOString().slice(0, 10),
): PatientErrors {
  const errors: PatientErrors = {};
  const dob = value.dateOfBirth;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob)) errors.dateOfBirth = t('patient.dobRequired');
  else {
    const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
    const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
    const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
    if (age < 18) errors.dateOfBirth = t('patient.dobAdult');
    else if (age > 120) errors.dateOfBirth = t('patient.dobCheck');
  }
  if (value.nhsNumber.trim() && !isValidNhsNumber(value.nhsNumber))
    errors.nhsNumber = t('patient.nhsInvalid');
  if (value.phone.trim() && !ukPhoneE164(value.phone)) errors.phone = t('patient.phoneInvalid');
  return errors;
}

/** The wearer's date of birth and NHS number, printed on the reports for their GP. */
export function PatientFields({
  value,
  errors,
  onChange,
}: {
  value: Patient;
  errors: PatientErrors;
  onChange: (next: Patient) => void;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label className={labelClass} htmlFor="patient-dob">
          {t('patient.dob')}
        </label>
        <input
          id="patient-dob"
          type="date"
          required
          className={inputClass}
          value={value.dateOfBirth}
          aria-invalid={Boolean(errors.dateOfBirth)}
          aria-describedby={errors.dateOfBirth ? 'patient-dob-error' : undefined}
          onChange={(e) => onChange({ ...value, dateOfBirth: e.target.value })}
        />
        {errors.dateOfBirth && (
          <p id="patient-dob-error" className={fieldErrorClass}>
            {errors.dateOfBirth}
          </p>
        )}
      </div>
      <div>
        <label className={labelClass} htmlFor="patient-nhs">
          {t('patient.nhs')}
        </label>
        <input
          id="patient-nhs"
          inputMode="numeric"
          autoComplete="off"
          className={inputClass}
          value={value.nhsNumber}
          maxLength={12}
          aria-invalid={Boolean(errors.nhsNumber)}
          aria-describedby={errors.nhsNumber ? 'patient-nhs-error' : 'patient-nhs-hint'}
          onChange={(e) => onChange({ ...value, nhsNumber: e.target.value })}
        />
        <p id="patient-nhs-hint" className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t('patient.nhsHint')}
        </p>
        {errors.nhsNumber && (
          <p id="patient-nhs-error" className={fieldErrorClass}>
            {errors.nhsNumber}
          </p>
        )}
      </div>
      <PhoneField
        value={value.phone}
        error={errors.phone}
        onChange={(phone) => onChange({ ...value, phone })}
      />
      <div>
        <label className={labelClass} htmlFor="patient-sex">
          {t('patient.sex')}
        </label>
        <select
          id="patient-sex"
          className={inputClass}
          value={value.sex}
          aria-describedby="patient-sex-hint"
          onChange={(e) => onChange({ ...value, sex: e.target.value as PatientSex | '' })}
        >
          <option value="">{t('patient.sexChoose')}</option>
          {PATIENT_SEXES.map((sex) => (
            <option key={sex} value={sex}>
              {t(`patient.sexes.${sex}`)}
            </option>
          ))}
        </select>
        <p id="patient-sex-hint" className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t('patient.sexHint')}
        </p>
      </div>
    </div>
  );
}

/** The number we telephone if the cardiologist flags an urgent finding. */
function PhoneField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (phone: string) => void;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
    <div>
      <label className={labelClass} htmlFor="patient-phone">
        {t('patient.phone')}
      </label>
      <input
        id="patient-phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        className={inputClass}
        value={value}
        maxLength={20}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'patient-phone-error patient-phone-hint' : 'patient-phone-hint'}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id="patient-phone-hint" className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {t('patient.phoneHint')}
      </p>
      {error && (
        <p id="patient-phone-error" className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
