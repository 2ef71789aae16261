import { useCallback, useEffect, useState } from 'react';
import type {
  ReviewEditInput,
  Workstation as WorkstationView,
  WorkstationPreparing,
} from '@heartcheck/contracts/review-edits';
import { apiClient } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';

/** Posts each body in turn to the review's `path` (undo and redo post none). */
export type SendEdits = (path: string, bodies: (ReviewEditInput | undefined)[]) => Promise<void>;

/** How often to ask again while a recording's beats are being prepared (202). */
export const PREPARING_POLL_MS = 3000;

/**
 * The workstation of one recording as the server last answered it, and the edits sent to it:
 * every answer replaces what the screen shows. `fallbackError` is shown when an error names
 * nothing better. A recording analysed before the workstation existed answers 202 while its
 * beats are prepared: `preparing` holds the server's words and the hook asks again.
 */
export function useWorkstation(orderId: string, fallbackError: string) {
  const [ws, setWs] = useState<WorkstationView | undefined>();
  const [preparing, setPreparing] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const base = `/reviews/${orderId}`;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const load = (): void =>
      void apiClient.get<WorkstationView | WorkstationPreparing>(`${base}/workstation`).then(
        (r) => {
          if (!live) return;
          if ('preparing' in r.data) {
            setPreparing(r.data.message);
            timer = setTimeout(load, PREPARING_POLL_MS);
          } else {
            setPreparing(undefined);
            setWs(r.data);
          }
        },
        (e: unknown) => {
          if (!live) return;
          setPreparing(undefined);
          setError(errorMessage(e, fallbackError));
        },
      );
    load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
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
  return { ws, preparing, error, busy, send, edit };
}
