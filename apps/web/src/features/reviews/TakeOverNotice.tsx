import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@heartcheck/contracts/reviews';
import { Notice } from '@/components/ui/Notice';
import { buttonClass } from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';
import { rest } from '@/lib/http/rest';
import { ukDateTime } from '@/lib/format/clock';

type Draft = NonNullable<Review['draft']>;

/**
 * Another cardiologist's draft: who is writing it and when they last saved it, and the one way
 * to change it, taking the report over (the API refuses a save or signature over it otherwise,
 * and puts the take-over on the order's audit trail). Taking over keeps their text and edits.
 */
export function TakeOverNotice({
  draft,
  orderId,
  onTakenOver,
}: {
  draft: Draft;
  orderId: string;
  onTakenOver: () => void;
}) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const takeOver = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { findings, conclusion, amendmentReason } = draft;
      await rest('put', '/api/reviews/{orderId}/draft', {
        path: { orderId },
        body: {
          findings,
          conclusion,
          ...(amendmentReason ? { amendmentReason } : {}),
          takeOver: true,
        },
      });
      onTakenOver();
    } catch (caught) {
      setError(errorMessage(caught, t('takeOver.failed')));
      setBusy(false);
    }
  };
  return (
    <Notice tone="warning" title={t('takeOver.title', { name: draft.author })} live={false}>
      <p data-testid="draft-held">
        {t('takeOver.body', {
          name: draft.author,
          date: ukDateTime(draft.savedAt),
        })}
      </p>
      <button
        type="button"
        className={buttonClass()}
        disabled={busy}
        onClick={() => void takeOver()}
      >
        {t('takeOver.action')}
      </button>
      {error && <p role="alert">{error}</p>}
    </Notice>
  );
}
