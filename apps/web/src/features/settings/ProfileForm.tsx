import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading, LoadingOverlay } from '@/components/PageLoading';
import { buttonClass, cardClass, linkClass } from '@/components/ui/controls';
import { useSessionUser } from '@/lib/stores/session-user-store';
import { useUserStore } from '@/lib/stores/user-store';
import { SETTINGS_ME, UPDATE_PROFILE, type MeProfile, type Profile } from './api';
import { Field } from './Field';
import { PhoneFields } from './PhoneFields';
import { validateProfile } from './validation';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';

const COUNTRIES = ['GB', 'IE', 'IM', 'JE', 'GG'] as const;

const pick = (me: MeProfile): Profile => ({
  firstName: me.firstName,
  lastName: me.lastName,
  dialCode: me.dialCode || '+44',
  phoneNumber: me.phoneNumber,
  address: me.address,
  city: me.city,
  postalCode: me.postalCode,
  country: me.country || 'GB',
});

/** After saving, the header and stores show the new details straight away. */
function storeSaved(user: MeProfile): void {
  useSessionUser.getState().setUser({
    firstName: user.firstName,
    lastName: user.lastName,
    dialCode: user.dialCode,
    phoneNumber: user.phoneNumber,
    deliveryAddress: {
      address: user.address,
      city: user.city,
      postcode: user.postalCode,
      country: user.country || 'GB',
    },
  });
  useUserStore.getState().updateUser({
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    address: user.address,
    city: user.city,
    postalCode: user.postalCode,
    country: user.country,
  });
}

export function ProfileForm() {
  const { t } = useTranslation('settings', { useSuspense: true });
  const { data, loading, error } = useQuery(SETTINGS_ME, {
    fetchPolicy: 'network-only',
  });
  if (loading) return <PageLoading label={t('profile.loading')} />;
  if (error || !data)
    return (
      <p role="alert" className={cardClass}>
        {t('profile.loadFailed')}
      </p>
    );
  return <ProfileFormFields me={data.me} />;
}

function ProfileFormFields({ me }: { me: MeProfile }) {
  const { t } = useTranslation('settings', { useSuspense: true });
  const [values, setValues] = useState<Profile>(() => pick(me));
  const [errors, setErrors] = useState<Partial<Record<keyof Profile, string>>>({});
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed' | 'invalid'>('idle');
  const [save, { loading }] = useMutation(UPDATE_PROFILE);
  const { formRef, refused } = useFocusFirstInvalid<HTMLFormElement>();

  const set = (field: keyof Profile) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setStatus('idle');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local = validateProfile(values);
    if (Object.keys(local).length > 0) {
      setErrors(Object.fromEntries(Object.entries(local).map(([key, value]) => [key, t(value)])));
      setStatus('invalid');
      return refused();
    }
    try {
      const result = await save({ variables: { input: values } });
      const payload = result.data?.updateProfile;
      if (!payload) throw new Error('no data');
      if (payload.errors.length > 0 || !payload.user) {
        setErrors(Object.fromEntries(payload.errors.map((item) => [item.field, item.message])));
        setStatus('invalid');
        return refused();
      }
      setErrors({});
      setValues(pick(payload.user));
      storeSaved(payload.user);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }

  const field = (name: keyof Profile, options: { autoComplete: string; type?: string }) => (
    <Field id={`profile-${name}`} label={t(`profile.${name}`)} error={errors[name]}>
      {(props) => (
        <input
          {...props}
          name={name}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          value={values[name]}
          onChange={(event) => set(name)(event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <section aria-labelledby="profile-title" className={cardClass}>
      <h2 id="profile-title" className="text-xl font-semibold">
        {t('profile.title')}
      </h2>
      <p className="mb-4 text-gray-700 dark:text-gray-300">{t('profile.intro')}</p>
      <LoadingOverlay loading={loading} label={t('profile.saving')}>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="space-y-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {field('firstName', { autoComplete: 'given-name' })}
            {field('lastName', { autoComplete: 'family-name' })}
          </div>
          <Field
            id="profile-email"
            label={t('profile.email')}
            hint={
              <>
                {t('profile.emailHint')}{' '}
                <Link to="/supportHub" className={linkClass}>
                  {t('profile.emailChange')}
                </Link>
              </>
            }
          >
            {(props) => <input {...props} type="email" dir="ltr" value={me.email} readOnly />}
          </Field>
          <PhoneFields values={values} errors={errors} set={set} />
          <fieldset className="space-y-4">
            <legend className="mb-2 font-semibold">{t('profile.addressTitle')}</legend>
            {field('address', { autoComplete: 'street-address' })}
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)]">
              {field('city', { autoComplete: 'address-level2' })}
              {field('postalCode', { autoComplete: 'postal-code' })}
            </div>
            <div className="sm:max-w-sm">
              <Field id="profile-country" label={t('profile.country')} error={errors.country}>
                {(props) => (
                  <select
                    {...props}
                    name="country"
                    autoComplete="country"
                    value={values.country}
                    onChange={(event) => set('country')(event.target.value)}
                  >
                    {COUNTRIES.map((code) => (
                      <option key={code} value={code}>
                        {t(`countries.${code}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass('solid')} disabled={loading}>
              {loading ? t('profile.saving') : t('profile.save')}
            </button>
            <p role="status" className="text-sm font-medium">
              {status === 'saved' && (
                <span className="text-green-800 dark:text-green-300">{t('profile.saved')}</span>
              )}
            </p>
          </div>
          {(status === 'failed' || status === 'invalid') && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {status === 'failed' ? t('profile.saveFailed') : t('profile.fixErrors')}
            </p>
          )}
        </form>
      </LoadingOverlay>
    </section>
  );
}
