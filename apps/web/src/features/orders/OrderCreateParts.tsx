import { useTranslation } from 'react-i18next';
import { cardClass, mutedClass } from '@/components/ui/controls';
import { AddressFields, type AddressErrors } from './AddressFields';
import type { DeliveryAddress } from './api';
import { PatientFields, type Patient, type PatientErrors } from './PatientFields';

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
            className="mt-1 size-4"
            checked={saveAddress}
            onChange={(e) => onSaveAddress(e.target.checked)}
          />
          <span>{t('create.saveAddress')}</span>
        </label>
      )}
    </fieldset>
  );
}
