import { errorMessage } from '@/lib/http/error-message';

/**
 * A failed request's message in one announced line, or nothing while there is no error. The
 * API's own message when it gave one, else `fallback` (lib/http/error-message).
 */
export function ErrorLine({
  error,
  fallback,
  className = 'mt-2',
}: {
  error: unknown;
  fallback: string;
  className?: string;
}) {
  if (!error) return null;
  return (
    <p role="alert" className={`${className} text-red-700 dark:text-red-300`}>
      {errorMessage(error, fallback)}
    </p>
  );
}
