import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARK_POSTED_BACK, type OrderWithFacts } from './api';
import { formatDate, formatMoney } from './format';
import { buttonClass, cardClass } from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';
import { wearTime, type WearFacts } from '@/lib/format/wear';

function WearInstructions({ facts }: { facts: WearFacts }) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
    <div>
      <h2 className="mb-2 font-semibold">{t('details.wearTitle')}</h2>
      <ul className="list-disc space-y-1 ps-6">
        <li>{t('details.wear1', wearTime(facts))}</li>
        <li>{t('details.wear2')}</li>
        <li>{t('details.wear3')}</li>
      </ul>
    </div>
  );
}

/** What the customer should do now, shown for the order's status (instructions, rules, links). */
export function OrderGuidance({ order }: { order: OrderWithFacts }) {
  const { t } = useTranslation('orders', { useSuspense: true });
  const [markPosted, posted] = useMutation(MARK_POSTED_BACK);
  // The fee charged once charged, else the one the order's product states.
  const fee = formatMoney(order.replacementFeePence ?? order.productFacts.replacementFeePence);
  const due = formatDate(order.returnDueAt);

  return (
    <div className="space-y-4">
      {order.notReturnedAt && (
        <Notice tone="warning" title={t('details.notReturnedTitle')}>
          <p>
            {t('details.notReturnedText', {
              fee,
              date: formatDate(order.replacementChargedAt ?? order.notReturnedAt),
            })}
          </p>
        </Notice>
      )}
      {order.overdue && !order.notReturnedAt && (
        <Notice tone="warning" title={t('details.overdueTitle')}>
          <p>{t('details.overdueText', { date: due, fee })}</p>
        </Notice>
      )}
      <div className={`${cardClass} space-y-4`}>
        {order.status === 'awaiting_payment' && <p>{t('details.awaitingText')}</p>}
        {order.status === 'paid' && <p>{t('details.paidNext')}</p>}
        {order.status === 'dispatched' && <WearInstructions facts={order.productFacts} />}
        {order.status === 'delivered' && (
          <>
            <WearInstructions facts={order.productFacts} />
            <div>
              <h2 className="mb-2 font-semibold">{t('details.returnTitle')}</h2>
              <ul className="list-disc space-y-1 ps-6">
                <li>{t('details.return1')}</li>
                {due && <li>{t('details.return2', { date: due })}</li>}
              </ul>
            </div>
            <button
              type="button"
              className={buttonClass()}
              disabled={posted.loading}
              onClick={() => void markPosted({ variables: { id: order.id } })}
            >
              {t('details.postedBack')}
            </button>
          </>
        )}
        {order.status === 'returned' && <p role="status">{t('details.postedBackDone')}</p>}
        {order.status === 'received' && <p>{t('details.receivedText')}</p>}
        {order.status === 'analysing' && <p>{t('details.analysingText')}</p>}
        {/* The rule is for someone who still has the device: once posted back it reads as a
            warning they did nothing to earn. */}
        {['dispatched', 'delivered'].includes(order.status) && (
          <p className="font-medium">{t('details.returnRule')}</p>
        )}
        {['paid', 'returned'].includes(order.status) && <p>{t('details.dataRule')}</p>}
        {order.status === 'results_ready' && (
          <>
            <p>{t('details.withCardiologistText')}</p>
            <Link to="/results" className={buttonClass()}>
              {t('details.viewResults')}
            </Link>
          </>
        )}
        {order.status === 'cardiac_report_ready' && (
          <>
            <p>{t('details.resultsText')}</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/results" className={buttonClass('solid')}>
                {t('details.viewResults')}
              </Link>
              <Link to="/cardiacReport" className={buttonClass()}>
                {t('details.viewCardiacReport')}
              </Link>
            </div>
          </>
        )}
        {order.status === 'cancelled' && <p>{t('details.cancelledText')}</p>}
        {order.status === 'refunded' && (
          <p>{t('details.refundedText', { total: formatMoney(order.totalPence) })}</p>
        )}
      </div>
    </div>
  );
}
