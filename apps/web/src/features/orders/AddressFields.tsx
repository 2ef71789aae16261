import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress } from './api';
import { inputClass, labelClass } from '@/components/ui/controls';

export type AddressErrors = Partial<Record<keyof DeliveryAddress, string>>;

const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

/** Client-side checks mirroring the API's (which has the final word). */
export function validateAddress(
  value: DeliveryAddress,
  t: (key: string, options?: Record<string, string>) => string,
): AddressErrors {
  const errors: AddressErrors = {};
  const need = (key: keyof DeliveryAddress) => {
    if (!value[key].trim())
      errors[key] = t('address.required', { field: t(`address.${key}`).toLowerCase() });
  };
  need('address');
  need('city');
  need('postalCode');
  if (!errors.postalCode && !POSTCODE.test(value.postalCode.trim()))
    errors.postalCode = t('address.postcodeInvalid');
  return errors;
}

/** The delivery address fields (UK only: the country is shown, not chosen). */
export function AddressFields({
  value,
  errors,
  onChange,
  disabled,
}: {
  value: DeliveryAddress;
  errors: AddressErrors;
  onChange: (next: DeliveryAddress) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  const id = useId();
  const field = (
    key: 'recipientName' | 'address' | 'city' | 'postalCode',
    autoComplete: string,
    required = true,
  ) => {
    const fieldId = `${id}-${key}`;
    const error = errors[key];
    return (
      <div>
        <label htmlFor={fieldId} className={labelClass}>
          {t(`address.${key}`)}
        </label>
        <input
          id={fieldId}
          name={key}
          className={inputClass}
          autoComplete={autoComplete}
          value={value[key]}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => onChange({ ...value, [key]: event.target.value })}
        />
        {error && (
          <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{field('recipientName', 'name', false)}</div>
      <div className="sm:col-span-2">{field('address', 'street-address')}</div>
      {field('city', 'address-level2')}
      {field('postalCode', 'postal-code')}
      <div>
        <span className={labelClass} id={`${id}-country`}>
          {t('address.country')}
        </span>
        <p aria-labelledby={`${id}-country`} className="py-2 text-gray-900 dark:text-gray-100">
          {t('address.countryGb')}
        </p>
      </div>
    </div>
  );
}
