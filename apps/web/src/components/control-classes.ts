/** Shared control classes of the results, review, diary and upload screens (primary colour, rounded, dark variants). */
export const buttonSolid =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-primary-deep px-4 py-2 text-sm font-semibold text-white hover:bg-primary-deep/90 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonDefault =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';
export const inputClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-primary dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100';
export const labelClass = 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200';
export const cardClass =
  'rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900';
export const linkClass =
  'font-medium text-primary-deep underline underline-offset-2 hover:no-underline dark:text-blue-300';
export const mutedText = 'text-gray-600 dark:text-gray-300';
