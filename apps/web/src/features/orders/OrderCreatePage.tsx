import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AddressFields, validateAddress, type AddressErrors } from './AddressFields';
import {
  CREATE_ORDER,
  errorMessage,
  ORDER_QUOTE,
  PROFILE_ADDRESS,
  type DeliveryAddress,
  type Order,
  type ProfileAddress,
  type Quote,
} from './api';
import { PriceSummary } from './PriceSummary';
import { button, card, link, muted, Notice, Spinner } from './ui';
import { usePayNow } from './usePayNow';

const EMPTY: DeliveryAddress = {
  recipientName: '',
  address: '',
  city: '',
  postalCode: '',
  country: 'GB',
};

/**
 * /OrderCreate?productId=…: one kit, the delivery address prefilled from the profile and
 * editable, the price summary, and "Pay Now" (creates the order, then opens the checkout).
 */
export function OrderCreatePage() {
  const { t } = useTranslation('orders', { useSuspense: true });
  const [params] = useSearchParams();
  const productId = params.get('productId') || undefined;
  const quoteQuery = useQuery<{ orderQuote: Quote }>(ORDER_QUOTE, { variables: { productId } });
  const profile = useQuery<ProfileAddress>(PROFILE_ADDRESS, { fetchPolicy: 'network-only' });
  const [createOrder] = useMutation<{ createOrder: Order }>(CREATE_ORDER);
  const { pay, paying, error: payError } = usePayNow();

  const [address, setAddress] = useState<DeliveryAddress>(EMPTY);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [submitError, setSubmitError] = useState<string>();
  const [created, setCreated] = useState<Order>();
  const [submitting, setSubmitting] = useState(false);
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

  const quote = quoteQuery.data?.orderQuote;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting || paying) return;
    const found = validateAddress(address, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setSubmitError(undefined);
    try {
      let order = created;
      if (!order) {
        const result = await createOrder({
          variables: { input: { productId: quote?.productId, deliveryAddress: address } },
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
        <p className={`mt-1 ${muted}`}>{t('create.lead')}</p>
      </div>
      {quoteQuery.loading && <Spinner label={t('common.loading')} />}
      {quoteQuery.error && (
        <Notice tone="error">
          {t('create.unavailable')}{' '}
          <Link to="/products" className={link}>
            {t('newOrder.browse')}
          </Link>
        </Notice>
      )}
      {quote && (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
          <div className={card}>
            <h2 className="mb-1 text-lg font-semibold">{t('create.serviceTitle')}</h2>
            <p className="font-medium">{quote.productName}</p>
            <p className={`text-sm ${muted}`}>{t('create.kitNote')}</p>
          </div>
          <fieldset className={card} disabled={Boolean(created)}>
            <legend className="sr-only">{t('address.title')}</legend>
            <h2 className="mb-1 text-lg font-semibold" aria-hidden="true">
              {t('address.title')}
            </h2>
            <p className={`mb-4 text-sm ${muted}`}>{t('address.prefilled')}</p>
            <AddressFields value={address} errors={errors} onChange={setAddress} />
          </fieldset>
          <div className={card}>
            <PriceSummary price={quote} />
          </div>
          {submitError && <Notice tone="error">{submitError}</Notice>}
          {created && payError !== undefined && (
            <Notice tone="error">
              {t('create.payError', {
                number: created.number,
                message: payError || t('common.error'),
              })}{' '}
              <Link to={`/order-details/${created.id}`} className={link}>
                {t('create.openOrder')}
              </Link>
            </Notice>
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <button type="submit" className={button('solid', 'sm:min-w-40')} disabled={busy}>
              {busy ? <Spinner label={t('common.paying')} /> : t('common.payNow')}
            </button>
            <p className={`text-sm ${muted}`}>{t('common.payNowHint')}</p>
          </div>
        </form>
      )}
    </section>
  );
}
