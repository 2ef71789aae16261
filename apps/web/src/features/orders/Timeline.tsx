import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@heartcheck/contracts/order-status';
import type { Order } from './api';
import { formatDateTime } from './format';

type Step = { key: string; at: string | null; status?: OrderStatus };

function stepsOf(order: Order): Step[] {
  const journey: Step[] = [
    { key: 'created', at: order.createdAt },
    { key: 'paid', at: order.paidAt, status: 'paid' },
    { key: 'dispatched', at: order.dispatchedAt, status: 'dispatched' },
    { key: 'delivered', at: order.deliveredAt, status: 'delivered' },
    { key: 'returned', at: order.returnedAt, status: 'returned' },
    { key: 'received', at: order.receivedAt, status: 'received' },
    { key: 'analysing', at: order.analysingAt, status: 'analysing' },
    { key: 'results_ready', at: order.resultsReadyAt, status: 'results_ready' },
    { key: 'cardiac_report_ready', at: order.cardiacReportReadyAt, status: 'cardiac_report_ready' },
  ];
  if (order.status === 'cancelled' || order.status === 'refunded') {
    const done = journey.filter((step) => step.at);
    return [
      ...done,
      { key: 'cancelled', at: order.cancelledAt },
      ...(order.status === 'refunded' ? [{ key: 'refunded', at: order.refundedAt }] : []),
    ];
  }
  // "Posted back" is optional: leave it out when the device arrived without it.
  return journey.filter((step) => step.key !== 'returned' || step.at || !order.receivedAt);
}

/** The order's journey: done steps with their time, the current one marked, the rest to come. */
export function Timeline({ order }: { order: Order }) {
  const { t } = useTranslation('orders', { useSuspense: true });
  const steps = stepsOf(order);
  const lastDone = steps.reduce((last, step, index) => (step.at ? index : last), -1);
  return (
    <ol className="relative space-y-4 border-s-2 border-gray-300 ps-6 dark:border-gray-700">
      {steps.map((step, index) => {
        const done = Boolean(step.at);
        const current = index === lastDone;
        const state = current ? 'stepCurrent' : done ? 'stepDone' : 'stepUpcoming';
        return (
          <li
            key={step.key}
            className="relative"
            aria-current={current ? 'step' : undefined}
            data-step={step.key}
            data-done={done}
          >
            <span
              aria-hidden="true"
              className={`absolute -start-[33px] top-1 size-4 rounded-full border-2 ${
                done
                  ? 'border-primary-deep bg-primary-deep dark:border-blue-400 dark:bg-blue-400'
                  : 'border-gray-400 bg-white dark:border-gray-500 dark:bg-gray-900'
              }`}
            />
            <p className={done ? 'font-semibold' : 'text-gray-700 dark:text-gray-300'}>
              {t(`details.steps.${step.key}`)}
              <span className="sr-only"> ({t(`details.${state}`)})</span>
            </p>
            {step.at && (
              <p className="text-sm text-gray-700 dark:text-gray-300">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </p>
            )}
            {step.key === 'dispatched' && order.trackingNumber && (
              <p className="text-sm" data-testid="tracking-number">
                {t('details.tracking', { tracking: order.trackingNumber })}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
