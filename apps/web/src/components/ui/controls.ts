/**
 * The one set of control class names of the app. Form controls and buttons carry `hc-control`, so
 * their height, text size and inline padding follow the control size (xs, sm, md, lg) chosen in
 * the appearance settings (set on <html data-control-size>, see index.css).
 */
export const inputClass =
  'hc-control block w-full rounded-lg border border-gray-400 bg-white text-gray-900 placeholder:text-gray-600 focus:border-primary-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary disabled:bg-gray-100 disabled:text-gray-600 aria-invalid:border-red-600 dark:border-gray-500 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400 dark:disabled:bg-gray-900 dark:disabled:text-gray-300 dark:aria-invalid:border-red-400';

const buttonBase =
  'hc-control inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export type ButtonVariant = 'solid' | 'default' | 'plain' | 'danger';

const BUTTON_LOOK: Record<ButtonVariant, string> = {
  solid: 'bg-primary-deep text-white hover:bg-primary-deep/90',
  danger:
    'bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-gray-950 dark:hover:bg-red-300',
  plain: 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800',
  default:
    'border border-gray-400 bg-white text-gray-900 hover:bg-gray-50 dark:border-gray-500 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700',
};

export function buttonClass(variant: ButtonVariant = 'default', extra = ''): string {
  return `${buttonBase} ${BUTTON_LOOK[variant]} ${extra}`.trim();
}

export const labelClass = 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200';
export const fieldErrorClass = 'mt-1 text-sm text-red-700 dark:text-red-300';
/**
 * A card's frame without its padding, for a table or list that runs to the card's edges (adding
 * `p-0` to `cardClass` does not work: Tailwind orders utilities itself, and its `p-4` wins).
 */
export const panelClass =
  'rounded-xl border border-gray-200 bg-neutral shadow-sm dark:border-gray-800';
export const cardClass = `${panelClass} p-4 sm:p-6`;
export const linkClass =
  'font-medium text-primary-deep underline underline-offset-2 hover:no-underline dark:text-primary-mild';
export const mutedClass = 'text-gray-700 dark:text-gray-300';

/** Typography for sanitised rich text (product descriptions, help articles, the article editor). */
export const richTextClass =
  'space-y-3 leading-relaxed text-gray-800 dark:text-gray-200 [&_a]:font-medium [&_a]:text-primary-deep [&_a]:underline dark:[&_a]:text-blue-300 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 dark:[&_h2]:text-gray-50 [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-6 [&_blockquote]:border-s-4 [&_blockquote]:border-gray-300 [&_blockquote]:ps-4';
