import type { ReactNode } from 'react';
import type { OrderStatus } from './api';

/** Class names of the order screens (kept in the feature, as the shell's own may change). */
export const card =
  'rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900';
export const input =
  'block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-500 focus:border-primary-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-invalid:border-red-600 dark:border-gray-500 dark:bg-gray-800 dark:text-gray-100';
export const label = 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200';
export const link =
  'font-medium text-primary-deep underline underline-offset-2 hover:no-underline dark:text-blue-300';
export const muted = 'text-gray-700 dark:text-gray-300';

const buttonBase =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export function button(variant: 'solid' | 'default' | 'danger' = 'default', extra = ''): string {
  const look =
    variant === 'solid'
      ? 'bg-primary-deep text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-gray-950 dark:hover:bg-blue-400'
      : variant === 'danger'
        ? 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-gray-950 dark:hover:bg-red-300'
        : 'border border-gray-400 bg-white text-gray-900 hover:bg-gray-50 dark:border-gray-500 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';
  return `${buttonBase} ${look} ${extra}`;
}

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

type Tone = 'info' | 'success' | 'warning' | 'error';
const NOTICE_TONE: Record<Tone, string> = {
  info: 'border-blue-300 bg-blue-50 text-blue-950 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-50',
  success:
    'border-green-300 bg-green-50 text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-50',
  warning:
    'border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50',
  error:
    'border-red-400 bg-red-50 text-red-950 dark:border-red-600 dark:bg-red-950 dark:text-red-50',
};

/** A boxed message; errors and warnings are announced (role alert), others politely (status). */
export function Notice({
  tone,
  title,
  children,
  live = true,
}: {
  tone: Tone;
  title?: ReactNode;
  children?: ReactNode;
  live?: boolean;
}) {
  const role = !live ? undefined : tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={`rounded-lg border-2 px-4 py-3 ${NOTICE_TONE[tone]}`}>
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-1 space-y-2' : 'space-y-2'}>{children}</div>}
    </div>
  );
}

export function Spinner({ label: text }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      <span>{text}</span>
    </span>
  );
}
