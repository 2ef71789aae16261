import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AddressFields, validateAddress, type AddressErrors } from './AddressFields';
import {
  CANCEL_ORDER,
  errorMessage,
  ORDER_QUERY,
  UPDATE_ORDER_ADDRESS,
  type DeliveryAddress,
} from './api';
import { formatMoney } from './format';
import { ConfirmCancel } from './OrderEditParts';
import { buttonClass, cardClass, linkClass, mutedClass } from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';

/** /OrderEdit?id=…: change the delivery address or cancel (refunding if paid), before dispatch. */
export function OrderEditPage() {
  const { t } = useTranslation('orders', { useSuspense: true });
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, loading } = useQuery(ORDER_QUERY, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const [updateAddress, update] = useMutation(UPDATE_ORDER_ADDRESS);
  const [cancelOrder, cancel] = useMutation(CANCEL_ORDER);
  const order = data?.order;
  const [edited, setAddress] = useState<DeliveryAddress>();
  const [errors, setErrors] = useState<AddressErrors>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [confirming, setConfirming] = useState(false);
  const { formRef, refused } = useFocusFirstInvalid<HTMLFormElement>();

  const address = edited ?? order?.deliveryAddress;

  if (!id)
    return (
      <section aria-labelledby="edit-title" className="max-w-3xl space-y-4">
        <h1 id="edit-title" className="text-2xl font-semibold">
          {t('edit.missingTitle')}
        </h1>
        <Notice tone="info">{t('edit.missing')}</Notice>
        <Link to="/OrderList" className={linkClass}>
          {t('common.backToOrders')}
        </Link>
      </section>
    );
  if (loading && !order) return <Spinner label={t('common.loading')} />;
  if (!order) {
    return (
      <section aria-labelledby="edit-title" className="max-w-3xl space-y-4">
        <h1 id="edit-title" className="text-2xl font-semibold">
          {t('common.notFoundTitle')}
        </h1>
        <p className={mutedClass}>{t('common.notFoundText')}</p>
        <Link to="/OrderList" className={linkClass}>
          {t('common.backToOrders')}
        </Link>
      </section>
    );
  }
  const total = formatMoney(order.totalPence);
  const paid = order.status === 'paid';

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (!address) return;
    const found = validateAddress(address, t);
    setErrors(found);
    if (Object.keys(found).length) return refused();
    setMessage(undefined);
    try {
      const { __typename: _ignored, ...input } = address as DeliveryAddress & {
        __typename?: string;
      };
      await updateAddress({ variables: { id: order!.id, deliveryAddress: input } });
      setMessage({ tone: 'success', text: t('edit.saved') });
    } catch (caught) {
      setMessage({ tone: 'error', text: errorMessage(caught) ?? t('common.error') });
    }
  }

  async function onCancel() {
    setMessage(undefined);
    try {
      const result = await cancelOrder({ variables: { id: order!.id } });
      const next = result.data!.cancelOrder;
      setConfirming(false);
      setMessage({
        tone: 'success',
        text: t(next.status === 'refunded' ? 'edit.refunded' : 'edit.cancelled', {
          number: next.number,
          total,
        }),
      });
    } catch (caught) {
      setMessage({ tone: 'error', text: errorMessage(caught) ?? t('common.error') });
    }
  }

  return (
    <section aria-labelledby="edit-title" className="max-w-3xl space-y-6">
      <div>
        <h1 id="edit-title" className="text-2xl font-semibold sm:text-3xl">
          {t('edit.title')} {order.number}
        </h1>
        {/* Only while it is true: a dispatched or cancelled order can no longer change. */}
        {order.canEdit && <p className={`mt-1 ${mutedClass}`}>{t('edit.lead')}</p>}
      </div>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      {!order.canEdit ? (
        <Notice tone="info">
          {t('edit.locked', {
            number: order.number,
            status: t(`status.${order.status}`).toLowerCase(),
          })}
        </Notice>
      ) : (
        <>
          {address && (
            <form
              ref={formRef}
              onSubmit={(event) => void onSave(event)}
              noValidate
              className={`${cardClass} space-y-4`}
            >
              <h2 className="text-lg font-semibold">{t('address.title')}</h2>
              <AddressFields value={address} errors={errors} onChange={setAddress} />
              <button type="submit" className={buttonClass('solid')} disabled={update.loading}>
                {update.loading ? <Spinner label={t('edit.saving')} /> : t('edit.save')}
              </button>
            </form>
          )}
          <div className={`${cardClass} space-y-3`}>
            <h2 className="text-lg font-semibold">{t('edit.cancelTitle')}</h2>
            <p>{paid ? t('edit.cancelPaid', { total }) : t('edit.cancelUnpaid')}</p>
            {!confirming ? (
              <button
                type="button"
                className={buttonClass('danger')}
                onClick={() => setConfirming(true)}
              >
                {t('edit.cancelButton')}
              </button>
            ) : (
              <ConfirmCancel
                number={order.number}
                paid={paid}
                total={total}
                busy={cancel.loading}
                onYes={() => void onCancel()}
                onNo={() => setConfirming(false)}
              />
            )}
          </div>
        </>
      )}
      <p>
        <Link to={`/order-details/${order.id}`} className={linkClass}>
          {t('common.viewOrder')}
        </Link>
      </p>
    </section>
  );
}
