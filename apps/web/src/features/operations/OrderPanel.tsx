import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AnalysisRetry } from './AnalysisRetry';
import { AuditLog } from './AuditLog';
import { formatDateTime, formatMoney, OPERATIONS_ORDER } from './api';
import { OrderActions } from './OrderActions';
import { referralRows } from './referral-rows';
import { cardClass, mutedClass } from '@/components/ui/controls';

/** One order for staff: customer, delivery, key dates, the allowed actions and the audit log. */
export function OrderPanel({
  orderId,
  onChanged,
}: {
  orderId: string;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation('operations', { useSuspense: true });
  const { data, loading, refetch } = useQuery(OPERATIONS_ORDER, {
    variables: { id: orderId },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.order;
  if (loading && !order) return <p role="status">{t('loading')}</p>;
  if (!order) return <p>{t('notFound')}</p>;
  const customer = order.customer;
  const rows: [string, string][] = [
    [t('fields.status'), t(`status.${order.status}`)],
    [t('fields.customer'), customer ? `${customer.firstName} ${customer.lastName}`.trim() : ''],
    [t('fields.email'), customer?.email ?? ''],
    [
      t('fields.deliverTo'),
      [
        order.deliveryAddress.recipientName,
        order.deliveryAddress.address,
        order.deliveryAddress.city,
        order.deliveryAddress.postalCode,
      ]
        .filter(Boolean)
        .join(', '),
    ],
    ...referralRows(order.referral, t),
    [t('fields.total'), formatMoney(order.totalPence)],
    [t('fields.placed'), formatDateTime(order.createdAt)],
    [t('fields.paid'), formatDateTime(order.paidAt)],
    [t('fields.tracking'), order.trackingNumber ?? ''],
    [t('fields.deviceSerial'), order.deviceSerial ?? ''],
    [t('fields.returnedDeviceSerial'), order.returnedDeviceSerial ?? ''],
    [t('fields.delivered'), formatDateTime(order.deliveredAt)],
    [t('fields.returnDue'), formatDateTime(order.returnDueAt)],
    [t('fields.received'), formatDateTime(order.receivedAt)],
    [
      t('fields.replacement'),
      order.replacementChargedAt
        ? t('replacementCharged', {
            fee: formatMoney(order.replacementFeePence ?? 0),
            date: formatDateTime(order.replacementChargedAt),
          })
        : order.replacementChargeError
          ? t('replacementFailed', { message: order.replacementChargeError })
          : '',
    ],
  ];
  return (
    <div className="space-y-6" data-testid="order-panel">
      <div className={cardClass}>
        <h2 className="mb-3 text-xl font-semibold">{t('panelTitle', { number: order.number })}</h2>
        {order.overdue && !order.notReturnedAt && (
          <p
            role="alert"
            className="mb-3 rounded-lg border-2 border-amber-400 bg-amber-50 px-3 py-2 font-medium text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
          >
            {t('overdue')}
          </p>
        )}
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {rows
            .filter(([, value]) => value)
            .map(([name, value]) => (
              <div key={name} className="contents">
                <dt className={`font-medium ${mutedClass}`}>{name}</dt>
                <dd className="mb-2 break-words sm:mb-0" data-field={name}>
                  {value}
                </dd>
              </div>
            ))}
        </dl>
      </div>
      <div className={cardClass}>
        <h3 className="mb-3 text-lg font-semibold">{t('actions.title')}</h3>
        {order.status === 'analysing' && (
          <AnalysisRetry
            orderId={order.id}
            onDone={(message) => {
              onChanged(message);
              void refetch();
            }}
          />
        )}
        <OrderActions
          order={order}
          facts={order.productFacts}
          onDone={(message) => {
            onChanged(message);
            void refetch();
          }}
        />
      </div>
      <div className={cardClass}>
        <h3 className="mb-3 text-lg font-semibold">{t('audit.title')}</h3>
        <AuditLog entries={order.auditLog} />
      </div>
    </div>
  );
}
