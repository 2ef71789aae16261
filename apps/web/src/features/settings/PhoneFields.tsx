import { useTranslation } from 'react-i18next';
import type { Profile } from './api';
import { Field } from './Field';

const DIAL_CODES = ['+44', '+353', '+1', '+33', '+49', '+61', '+91'] as const;

/** The profile's phone: dialling code and national number. */
export function PhoneFields({
  values,
  errors,
  set,
}: {
  values: Profile;
  errors: Partial<Record<keyof Profile, string>>;
  set: (field: keyof Profile) => (value: string) => void;
}) {
  const { t } = useTranslation('settings', { useSuspense: true });
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
      <Field id="profile-dialCode" label={t('profile.dialCode')} error={errors.dialCode}>
        {(props) => (
          <select
            {...props}
            name="dialCode"
            autoComplete="tel-country-code"
            value={values.dialCode}
            onChange={(event) => set('dialCode')(event.target.value)}
          >
            {DIAL_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`dialCodes.${code}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="profile-phoneNumber"
        label={t('profile.phoneNumber')}
        hint={t('profile.phoneHint')}
        error={errors.phoneNumber}
      >
        {(props) => (
          <input
            {...props}
            name="phoneNumber"
            type="tel"
            dir="ltr"
            autoComplete="tel-national"
            value={values.phoneNumber}
            onChange={(event) => set('phoneNumber')(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
