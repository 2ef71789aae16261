import { useCallback, useEffect, useState } from 'react';
import type {
  ReviewEditInput,
  Workstation as WorkstationView,
} from '@heartcheck/contracts/review-edits';
import { apiClient } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';

/** Posts each body in turn to the review's `path` (undo and redo post none). */
export type SendEdits = (path: string, bodies: (ReviewEditInput | undefined)[]) => Promise<void>;

/**
 * The workstation of one recording as the server last answered it, and the edits sent to it:
 * every answer replaces what the screen shows. `fallbackError` is shown when an error names
 * nothing better.
 */
export function useWorkstation(orderId: string, fallbackError: string) {
  const [ws, setWs] = useState<WorkstationView | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const base = `/reviews/${orderId}`;

  useEffect(() => {
    apiClient.get<WorkstationView>(`${base}/workstation`).then(
      (r) => setWs(r.data),
      (e: unknown) => setError(errorMessage(e, fallbackError)),
    );
  }, [base, fallbackError]);

  const send = useCallback<SendEdits>(
    async (path, bodies) => {
      setBusy(true);
      setError(undefined);
      try {
        for (const body of bodies)
          setWs((await apiClient.post<WorkstationView>(`${base}${path}`, body ?? {})).data);
      } catch (e) {
        setError(errorMessage(e, fallbackError));
      } finally {
        setBusy(false);
      }
    },
    [base, fallbackError],
  );
  const edit = (...bodies: ReviewEditInput[]) => send('/edits', bodies);
  return { ws, error, busy, send, edit };
}
