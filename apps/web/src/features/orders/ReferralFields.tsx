import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GP_ODS_CODE,
  MAX_GP_ADDRESS,
  MAX_GP_NAME,
  MAX_REFERRAL_REASON,
  REFERRAL_SOURCES,
  UK_POSTCODE,
  type OrderReferral,
  type ReferralSource,
} from '@heartcheck/contracts/referral-rules';
import { fieldErrorClass, inputClass, labelClass, mutedClass } from '@/components/ui/controls';

/** The referral and GP details as the form holds them ('' = not given). */
export interface ReferralForm {
  source: ReferralSource | '';
  reason: string;
  gpPracticeName: string;
  gpPracticeAddress: string;
  gpPracticePostcode: string;
  gpOdsCode: string;
  gpConsent: boolean;
}

export type ReferralErrors = Partial<Record<keyof ReferralForm, string>>;

export const NO_REFERRAL: ReferralForm = {
  source: '',
  reason: '',
  gpPracticeName: '',
  gpPracticeAddress: '',
  gpPracticePostcode: '',
  gpOdsCode: '',
  gpConsent: false,
};

/** The form filled from what the order holds. */
export function referralForm(referral: OrderReferral): ReferralForm {
  return {
    source: referral.source ?? '',
    reason: referral.reason ?? '',
    gpPracticeName: referral.gp?.name ?? '',
    gpPracticeAddress: referral.gp?.address ?? '',
    gpPracticePostcode: referral.gp?.postcode ?? '',
    gpOdsCode: referral.gp?.odsCode ?? '',
    gpConsent: referral.gpConsent,
  };
}

/** What the API's ReferralInput receives (empty fields as null). */
export function referralInput(form: ReferralForm) {
  const orNull = (value: string) => value.trim() || null;
  return {
    source: form.source || null,
    reason: orNull(form.reason),
    gpPracticeName: orNull(form.gpPracticeName),
    gpPracticeAddress: orNull(form.gpPracticeAddress),
    gpPracticePostcode: orNull(form.gpPracticePostcode),
    gpOdsCode: orNull(form.gpOdsCode)?.toUpperCase().replace(/\s/g, '') ?? null,
    gpConsent: Boolean(form.gpPracticeName.trim()) && form.gpConsent,
  };
}

/** The server's rules, checked before sending (everything is optional). */
export function validateReferral(form: ReferralForm, t: (key: string) => string): ReferralErrors {
  const errors: ReferralErrors = {};
  const name = form.gpPracticeName.trim();
  if (form.reason.trim() && !form.source) errors.source = t('referral.sourceRequired');
  if (form.reason.trim().length > MAX_REFERRAL_REASON) errors.reason = t('referral.reasonTooLong');
  const gpGiven = [form.gpPracticeAddress, form.gpPracticePostcode, form.gpOdsCode].some((v) =>
    v.trim(),
  );
  if (!name && (gpGiven || form.gpConsent)) errors.gpPracticeName = t('referral.gpNameRequired');
  const postcode = form.gpPracticePostcode.trim().toUpperCase();
  if (postcode && !UK_POSTCODE.test(postcode)) errors.gpPracticePostcode = t('referral.postcode');
  const ods = form.gpOdsCode.trim().toUpperCase().replace(/\s/g, '');
  if (ods && !GP_ODS_CODE.test(ods)) errors.gpOdsCode = t('referral.odsInvalid');
  return errors;
}

/** The form's state and its check, for the order form and the order page's edit. */
export function useReferralForm(initial: ReferralForm = NO_REFERRAL) {
  const { t } = useTranslation('orders', { useSuspense: true });
  const [value, setValue] = useState<ReferralForm>(initial);
  const [errors, setErrors] = useState<ReferralErrors>({});
  const check = (): boolean => {
    const found = validateReferral(value, t);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { value, errors, check, setValue, props: { value, errors, onChange: setValue } };
}

/** One text field of the form, with its hint and error wired for screen readers. */
function Field(props: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  maxLength: number;
  autoComplete?: string;
  onChange: (value: string) => void;
}) {
  const described = [props.error && `${props.id}-error`, props.hint && `${props.id}-hint`]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label className={labelClass} htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className={inputClass}
        value={props.value}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete ?? 'off'}
        aria-invalid={Boolean(props.error)}
        aria-describedby={described || undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.hint && (
        <p id={`${props.id}-hint`} className={`mt-1 text-sm ${mutedClass}`}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className={fieldErrorClass}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** Who asked for the check and why (or the symptoms, when self-referred). */
function ReasonFields({
  value,
  errors,
  onChange,
}: {
  value: ReferralForm;
  errors: ReferralErrors;
  onChange: (next: ReferralForm) => void;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
    <>
      <fieldset aria-describedby={errors.source ? 'referral-source-error' : undefined}>
        <legend className={labelClass}>{t('referral.source')}</legend>
        <div className="flex flex-col gap-1">
          {[...REFERRAL_SOURCES, ''].map((source) => (
            <label key={source || 'none'} className="flex items-start gap-2">
              <input
                type="radio"
                name="referral-source"
                className="mt-1 size-4 shrink-0"
                value={source}
                checked={value.source === source}
                aria-invalid={errors.source ? true : undefined}
                onChange={() => onChange({ ...value, source: source as ReferralForm['source'] })}
              />
              <span>{t(`referral.sources.${source || 'none'}`)}</span>
            </label>
          ))}
        </div>
        {errors.source && (
          <p id="referral-source-error" className={fieldErrorClass}>
            {errors.source}
          </p>
        )}
      </fieldset>
      {value.source && (
        <div>
          <label className={labelClass} htmlFor="referral-reason">
            {t(value.source === 'self' ? 'referral.symptoms' : 'referral.reason')}
          </label>
          <textarea
            id="referral-reason"
            className={inputClass}
            rows={3}
            value={value.reason}
            maxLength={MAX_REFERRAL_REASON}
            aria-invalid={Boolean(errors.reason)}
            aria-describedby={errors.reason ? 'referral-reason-error' : 'referral-reason-hint'}
            onChange={(e) => onChange({ ...value, reason: e.target.value })}
          />
          <p id="referral-reason-hint" className={`mt-1 text-sm ${mutedClass}`}>
            {t('referral.reasonHint', { max: MAX_REFERRAL_REASON })}
          </p>
          {errors.reason && (
            <p id="referral-reason-error" className={fieldErrorClass}>
              {errors.reason}
            </p>
          )}
        </div>
      )}
    </>
  );
}

type GpTextField = 'gpPracticeName' | 'gpPracticeAddress' | 'gpPracticePostcode' | 'gpOdsCode';

/**
 * The GP practice's text fields, in order. A UK postcode is at most 8 characters with its space,
 * and a GP practice's ODS code (NHS Organisation Data Service) a letter and five digits; the
 * limits leave room for stray spaces, and the form's own check names what is wrong.
 */
const GP_FIELDS: readonly {
  key: GpTextField;
  id: string;
  label: string;
  maxLength: number;
  hint?: string;
}[] = [
  { key: 'gpPracticeName', id: 'gp-name', label: 'referral.gpName', maxLength: MAX_GP_NAME },
  {
    key: 'gpPracticeAddress',
    id: 'gp-address',
    label: 'referral.gpAddress',
    maxLength: MAX_GP_ADDRESS,
  },
  { key: 'gpPracticePostcode', id: 'gp-postcode', label: 'referral.gpPostcode', maxLength: 10 },
  {
    key: 'gpOdsCode',
    id: 'gp-ods',
    label: 'referral.gpOds',
    maxLength: 8,
    hint: 'referral.gpOdsHint',
  },
];

/** The referral reason, the GP practice and the consent to share with it (all optional). */
export function ReferralFields({
  value,
  errors,
  onChange,
}: {
  value: ReferralForm;
  errors: ReferralErrors;
  onChange: (next: ReferralForm) => void;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  const set = (key: GpTextField) => (v: string) => onChange({ ...value, [key]: v });
  return (
    <div className="space-y-4">
      <ReasonFields value={value} errors={errors} onChange={onChange} />
      <div className="grid gap-4 sm:grid-cols-2">
        {GP_FIELDS.map(({ key, id, label, maxLength, hint }) => (
          <Field
            key={key}
            id={id}
            label={t(label)}
            {...(hint ? { hint: t(hint) } : {})}
            value={value[key]}
            error={errors[key]}
            maxLength={maxLength}
            onChange={set(key)}
          />
        ))}
      </div>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0"
          checked={value.gpConsent}
          onChange={(e) => onChange({ ...value, gpConsent: e.target.checked })}
        />
        <span>{t('referral.gpConsent')}</span>
      </label>
    </div>
  );
}
