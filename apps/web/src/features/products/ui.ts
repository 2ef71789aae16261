/** Class names of this feature's controls (kept here: features own their UI pieces). */
export const cardClass =
  'rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900';
export const inputClass =
  'block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-600 focus:border-primary-deep dark:border-gray-500 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400';
export const labelClass = 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200';
export const linkClass =
  'font-medium text-primary-deep underline underline-offset-2 hover:no-underline dark:text-blue-300';
export const solidButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-primary-deep px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';
/** Typography for sanitised rich text (descriptions, articles). */
export const richTextClass =
  'space-y-3 leading-relaxed text-gray-800 dark:text-gray-200 [&_a]:font-medium [&_a]:text-primary-deep [&_a]:underline dark:[&_a]:text-blue-300 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 dark:[&_h2]:text-gray-50 [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-6 [&_blockquote]:border-s-4 [&_blockquote]:border-gray-300 [&_blockquote]:ps-4';
