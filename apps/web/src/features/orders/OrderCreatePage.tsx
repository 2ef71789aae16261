import type { OrderProfileAddressQuery } from '@/lib/graphql/generated/graphql';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { validateAddress, type AddressErrors } from './AddressFields';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';
import {
  DeliveryFieldset,
  PatientFieldset,
  QuoteUnavailable,
  ReferralFieldset,
  TermsAcceptance,
} from './OrderCreateParts';
import { referralInput, useReferralForm, type ReferralForm } from './ReferralFields';
import {
  CREATE_ORDER,
  errorMessage,
  ORDER_QUOTE,
  PROFILE_ADDRESS,
  SAVE_PROFILE_ADDRESS,
  type DeliveryAddress,
  type Order,
} from './api';
import { PriceSummary } from './PriceSummary';
import { buttonClass, cardClass, linkClass, mutedClass } from '@/components/ui/controls';
import { EmailConfirmationNotice } from '@/components/EmailConfirmationNotice';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { usePayNow } from './usePayNow';
import { useTermsAcceptance } from './useTermsAcceptance';
import { formatMoney } from './format';
import { validatePatient, type Patient, type PatientErrors } from './PatientFields';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';

const EMPTY: DeliveryAddress = {
  recipientName: '',
  address: '',
  city: '',
  postalCode: '',
  country: 'GB',
};

type ProfileMe = NonNullable<OrderProfileAddressQuery['me']>;

/** The profile as it is, with the order's delivery address (the "save to my profile" choice). */
function profileWithAddress(me: ProfileMe, address: DeliveryAddress) {
  return {
    firstName: me.firstName,
    lastName: me.lastName,
    dialCode: me.dialCode,
    phoneNumber: me.phoneNumber,
    address: address.address,
    city: address.city,
    postalCode: address.postalCode,
    country: address.country || 'GB',
  };
}

/** The new order: the quoted product, the address and who will wear the monitor. */
function orderInput(
  productId: string | undefined,
  address: DeliveryAddress,
  patient: Patient,
  referral: ReferralForm,
) {
  return {
    productId,
    deliveryAddress: address,
    dateOfBirth: patient.dateOfBirth,
    nhsNumber: patient.nhsNumber.replace(/\s/g, '') || null,
    sex: patient.sex || null,
    phone: patient.phone.trim() || null,
    // Sent only once the customer ticked the box (the API refuses an order without it).
    acceptedTermsVersion: TERMS_VERSION,
    referral: referralInput(referral),
  };
}

const NO_PATIENT: Patient = { dateOfBirth: '', nhsNumber: '', sex: '', phone: '' };

/**
 * /OrderCreate?productId=…: one kit, the delivery address prefilled from the profile and
 * editable, the price summary, and "Pay Now" (creates the order, then opens the checkout).
 */
export function OrderCreatePage() {
  const { t } = useTranslation('orders', { useSuspense: true });
  const [params] = useSearchParams();
  const productId = params.get('productId') || undefined;
  const quoteQuery = useQuery(ORDER_QUOTE, { variables: { productId } });
  const profile = useQuery(PROFILE_ADDRESS, { fetchPolicy: 'network-only' });
  const [createOrder] = useMutation(CREATE_ORDER);
  const [saveProfile] = useMutation(SAVE_PROFILE_ADDRESS);
  // Ticked by default only for a customer with no address on their profile yet.
  const [saveChoice, setSaveAddress] = useState<boolean | undefined>();
  const { pay, paying, error: payError } = usePayNow();
  const { formRef, refused } = useFocusFirstInvalid<HTMLFormElement>();

  const [address, setAddress] = useState<DeliveryAddress>(EMPTY);
  const [patient, setPatient] = useState<Patient>(NO_PATIENT);
  const [patientErrors, setPatientErrors] = useState<PatientErrors>({});
  const [errors, setErrors] = useState<AddressErrors>({});
  const [submitError, setSubmitError] = useState<string>();
  const [created, setCreated] = useState<Order>();
  const [submitting, setSubmitting] = useState(false);
  const terms = useTermsAcceptance(Boolean(created));
  const referral = useReferralForm();
  const prefilled = useRef(false);

  const me = profile.data?.me;
  useEffect(() => {
    if (!me || prefilled.current) return;
    prefilled.current = true;
    setAddress({
      recipientName: [me.firstName, me.lastName].filter(Boolean).join(' '),
      address: me.address,
      city: me.city,
      postalCode: me.postalCode,
      country: 'GB',
    });
  }, [me]);
  // The number in the customer's settings, when it is a UK one, until they change it here.
  const [phoneEdited, setPhoneEdited] = useState(false);
  const settingsPhone =
    me?.phoneNumber && (me.dialCode === '+44' || !me.dialCode) ? me.phoneNumber : '';
  const wearer: Patient = phoneEdited ? patient : { ...patient, phone: settingsPhone };

  const quote = quoteQuery.data?.orderQuote;
  // Offer to keep the address on the profile when it differs from the one saved there.
  const saveAddress = saveChoice ?? me?.address === '';
  const differsFromProfile =
    me !== undefined &&
    (me.address !== address.address ||
      me.city !== address.city ||
      me.postalCode !== address.postalCode);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting || paying) return;
    const found = [validateAddress(address, t), validatePatient(wearer, t)] as const;
    setErrors(found[0]);
    setPatientErrors(found[1]);
    // Every check runs (each shows its own errors) before deciding.
    const checks = [terms.check(), referral.check(), ...found.map((f) => !Object.keys(f).length)];
    if (checks.includes(false)) return refused();
    setSubmitting(true);
    setSubmitError(undefined);
    try {
      if (me && differsFromProfile && saveAddress)
        // Best effort: the order goes ahead even if the profile cannot be saved.
        await saveProfile({ variables: { input: profileWithAddress(me, address) } }).catch(
          () => undefined,
        );
      let order = created;
      if (!order) {
        const result = await createOrder({
          variables: { input: orderInput(quote?.productId, address, wearer, referral.value) },
        });
        order = result.data!.createOrder;
        setCreated(order);
      }
      await pay(order.id);
    } catch (caught) {
      setSubmitError(errorMessage(caught) ?? t('common.error'));
    } finally {
      setSubmitting(false);
    }
  }

  const busy = submitting || paying;
  return (
    <section aria-labelledby="create-title" className="max-w-3xl space-y-6">
      <div>
        <h1 id="create-title" className="text-2xl font-semibold sm:text-3xl">
          {t('create.title')}
        </h1>
        <p className={`mt-1 ${mutedClass}`}>{t('create.lead')}</p>
      </div>
      <EmailConfirmationNotice />
      {quoteQuery.loading && <Spinner label={t('common.loading')} />}
      {quoteQuery.error && <QuoteUnavailable />}
      {quote && (
        <form
          ref={formRef}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="space-y-6"
        >
          <div className={cardClass}>
            <h2 className="mb-1 text-lg font-semibold">{t('create.serviceTitle')}</h2>
            <p className="font-medium">{quote.productName}</p>
            <p className={`text-sm ${mutedClass}`}>{t('create.kitNote')}</p>
          </div>
          <PatientFieldset
            patient={wearer}
            errors={patientErrors}
            onChange={(next) => {
              if (next.phone !== wearer.phone) setPhoneEdited(true);
              setPatient(next);
            }}
            disabled={Boolean(created)}
          />
          <ReferralFieldset {...referral.props} disabled={Boolean(created)} />
          <DeliveryFieldset
            address={address}
            errors={errors}
            onChange={setAddress}
            disabled={Boolean(created)}
            differsFromProfile={differsFromProfile}
            saveAddress={saveAddress}
            onSaveAddress={setSaveAddress}
          />
          <TermsAcceptance {...terms.props} />
          <div className={`${cardClass} space-y-3`}>
            <PriceSummary price={quote} />
            <p className={`text-sm ${mutedClass}`} data-testid="checkout-return-rule">
              {t('newOrder.returnRule', {
                days: quote.returnDueDays,
                fee: formatMoney(quote.replacementFeePence),
              })}
            </p>
          </div>
          {submitError && <Notice tone="error">{submitError}</Notice>}
          {created && payError !== undefined && (
            <Notice tone="error">
              {t('create.payError', {
                number: created.number,
                message: payError || t('common.error'),
              })}{' '}
              <Link to={`/order-details/${created.id}`} className={linkClass}>
                {t('create.openOrder')}
              </Link>
            </Notice>
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <button type="submit" className={buttonClass('solid', 'sm:min-w-40')} disabled={busy}>
              {busy ? <Spinner label={t('common.paying')} /> : t('common.payNow')}
            </button>
            <p className={`text-sm ${mutedClass}`}>{t('common.payNowHint')}</p>
          </div>
        </form>
      )}
    </section>
  );
}
