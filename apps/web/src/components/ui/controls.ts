/**
 * Class names for form controls. Their height, text size and padding come from CSS variables
 * set by the control size (xs, sm, md, lg) on <html data-control-size>, see index.css.
 */
export const inputClass =
  'hc-control block w-full rounded-lg border border-gray-300 bg-white text-gray-900 placeholder:text-gray-500 focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary disabled:bg-gray-100 disabled:text-gray-600 aria-invalid:border-red-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:disabled:bg-gray-900 dark:disabled:text-gray-300 dark:aria-invalid:border-red-400';

const buttonBase =
  'hc-control inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export type ButtonVariant = 'solid' | 'default' | 'plain';

export function buttonClass(variant: ButtonVariant = 'default', extra = ''): string {
  const look =
    variant === 'solid'
      ? 'bg-primary-deep text-white hover:bg-primary-deep/90'
      : variant === 'plain'
        ? 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'
        : 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';
  return `${buttonBase} ${look} ${extra}`;
}

export const labelClass = 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200';
export const fieldErrorClass = 'mt-1 text-sm text-red-700 dark:text-red-300';
export const cardClass =
  'rounded-xl border border-gray-200 bg-neutral p-4 shadow-sm sm:p-6 dark:border-gray-800';
export const linkClass =
  'font-medium text-primary-deep underline underline-offset-2 hover:no-underline dark:text-primary-mild';
