export const card =
  'rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900';
export const input =
  'block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-500 focus:border-primary-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary dark:border-gray-500 dark:bg-gray-800 dark:text-gray-100';
export const label = 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200';
export const muted = 'text-gray-700 dark:text-gray-300';
export const link =
  'font-medium text-primary-deep underline underline-offset-2 hover:no-underline dark:text-blue-300';

export function button(variant: 'solid' | 'default' | 'danger' = 'default'): string {
  const base =
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
  if (variant === 'solid')
    return `${base} bg-primary-deep text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-gray-950 dark:hover:bg-blue-400`;
  if (variant === 'danger')
    return `${base} bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-gray-950 dark:hover:bg-red-300`;
  return `${base} border border-gray-400 bg-white text-gray-900 hover:bg-gray-50 dark:border-gray-500 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700`;
}
