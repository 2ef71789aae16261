import type { ReactNode } from 'react';
import type { OrderStatus } from '@heartcheck/contracts/order-status';

const STATUS_TONE: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  paid: 'bg-blue-100 text-blue-900 dark:bg-blue-900/60 dark:text-blue-100',
  dispatched: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900/60 dark:text-indigo-100',
  delivered: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900/60 dark:text-indigo-100',
  returned: 'bg-purple-100 text-purple-900 dark:bg-purple-900/60 dark:text-purple-100',
  received: 'bg-purple-100 text-purple-900 dark:bg-purple-900/60 dark:text-purple-100',
  analysing: 'bg-purple-100 text-purple-900 dark:bg-purple-900/60 dark:text-purple-100',
  results_ready: 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100',
  cardiac_report_ready: 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100',
  cancelled: 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-100',
  refunded: 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-100',
};

export function StatusBadge({ status, children }: { status: OrderStatus; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE[status]}`}
      data-status={status}
    >
      {children}
    </span>
  );
}
