import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullPageMessage } from '@/components/FullPageMessage';

/** Generic fallback for routing failures (spec §2, §8). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <FullPageMessage title={t('errors.unexpectedTitle', 'Unexpected Application Error!')}>
      <p role="alert" className="font-mono text-sm break-words">
        {text}
      </p>
      <a href="/" className="mt-4 inline-block underline">
        {t('errors.goHome', 'Go to the home page')}
      </a>
    </FullPageMessage>
  );
}
