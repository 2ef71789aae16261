import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '@/components/ui/Notice';
import { cardClass, fieldErrorClass, linkClass, mutedClass } from '@/components/ui/controls';
import { AddressFields, type AddressErrors } from './AddressFields';
import type { DeliveryAddress } from './api';
import { PatientFields, type Patient, type PatientErrors } from './PatientFields';
import { ReferralFields, type ReferralErrors, type ReferralForm } from './ReferralFields';

/** Who will wear the monitor (locked once the order exists). */
export function PatientFieldset({
  patient,
  errors,
  onChange,
  disabled,
}: {
  patient: Patient;
  errors: PatientErrors;
  onChange: (patient: Patient) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
    <fieldset className={cardClass} disabled={disabled}>
      <legend className="sr-only">{t('patient.title')}</legend>
      <h2 className="mb-1 text-lg font-semibold" aria-hidden="true">
        {t('patient.title')}
      </h2>
      <p className={`mb-4 text-sm ${mutedClass}`}>{t('patient.lead')}</p>
      <PatientFields value={patient} errors={errors} onChange={onChange} />
    </fieldset>
  );
}

/** Why the check and the GP practice (optional; locked once the order exists, editable later). */
export function ReferralFieldset({
  value,
  errors,
  onChange,
  disabled,
}: {
  value: ReferralForm;
  errors: ReferralErrors;
  onChange: (next: ReferralForm) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
    <fieldset className={cardClass} disabled={disabled}>
      <legend className="sr-only">{t('referral.title')}</legend>
      <h2 className="mb-1 text-lg font-semibold" aria-hidden="true">
        {t('referral.title')}
      </h2>
      <p className={`mb-4 text-sm ${mutedClass}`}>{t('referral.lead')}</p>
      <ReferralFields value={value} errors={errors} onChange={onChange} />
    </fieldset>
  );
}

/**
 * Where the kit goes, prefilled from the profile, with the offer to keep a changed address on
 * the profile (locked once the order exists).
 */
export function DeliveryFieldset({
  address,
  errors,
  onChange,
  disabled,
  differsFromProfile,
  saveAddress,
  onSaveAddress,
}: {
  address: DeliveryAddress;
  errors: AddressErrors;
  onChange: (address: DeliveryAddress) => void;
  disabled: boolean;
  differsFromProfile: boolean;
  saveAddress: boolean;
  onSaveAddress: (save: boolean) => void;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
    <fieldset className={cardClass} disabled={disabled}>
      <legend className="sr-only">{t('address.title')}</legend>
      <h2 className="mb-1 text-lg font-semibold" aria-hidden="true">
        {t('address.title')}
      </h2>
      <p className={`mb-4 text-sm ${mutedClass}`}>{t('address.prefilled')}</p>
      <AddressFields value={address} errors={errors} onChange={onChange} />
      {differsFromProfile && (
        <label className="mt-4 flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-4 shrink-0"
            checked={saveAddress}
            onChange={(e) => onSaveAddress(e.target.checked)}
          />
          <span>{t('create.saveAddress')}</span>
        </label>
      )}
    </fieldset>
  );
}

/**
 * The explicit acceptance of the Terms & Conditions in force, named by version (issue 21): an
 * order is a contract, so the box starts unticked and Pay Now refuses to go on without it.
 */
export function TermsAcceptance({
  version,
  accepted,
  error,
  onChange,
  disabled,
}: {
  version: string;
  accepted: boolean;
  error: string | undefined;
  onChange: (accepted: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
    <fieldset className={cardClass} disabled={disabled}>
      <legend className="sr-only">{t('create.termsTitle')}</legend>
      <h2 className="mb-1 text-lg font-semibold" aria-hidden="true">
        {t('create.termsTitle')}
      </h2>
      <p className={`mb-2 text-sm ${mutedClass}`}>{t('create.termsLead')}</p>
      <a href="/legal/terms" target="_blank" rel="noopener noreferrer" className={linkClass}>
        {t('create.termsLink')}
      </a>
      <label className="mt-4 flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0"
          checked={accepted}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'terms-error' : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{t('create.termsAccept', { version })}</span>
      </label>
      {error && (
        <p id="terms-error" className={fieldErrorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The order form when the service cannot be quoted (not on sale, or the API failed). */
export function QuoteUnavailable() {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
    <Notice tone="error">
      {t('create.unavailable')}{' '}
      <Link to="/products" className={linkClass}>
        {t('newOrder.browse')}
      </Link>
    </Notice>
  );
}
