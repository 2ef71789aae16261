import { useCallback, useEffect, useState } from 'react';
import type {
  ReviewEditInput,
  Workstation as WorkstationView,
} from '@heartcheck/contracts/review-edits';
import { errorMessage } from '@/lib/http/error-message';
import { rest, type RestResult } from '@/lib/http/rest';

type EditPath = '/edits' | '/edits/undo' | '/edits/redo';

/** Posts each body in turn to the review's `path` (undo and redo post none). */
export type SendEdits = (path: EditPath, bodies: (ReviewEditInput | undefined)[]) => Promise<void>;

/**
 * The document states the contract's z.record(label, number) counts with optional keys; the
 * API's schema answers every label, as the contract's type says.
 */
const asWorkstation = (answer: RestResult<'get', '/api/reviews/{orderId}/workstation'>) =>
  answer as WorkstationView;

/** One edit, undo or redo of the review's workstation; answers the workstation after it. */
async function postEdit(orderId: string, path: EditPath, body: ReviewEditInput | undefined) {
  const params = { path: { orderId } };
  if (path === '/edits/undo')
    return asWorkstation(await rest('post', '/api/reviews/{orderId}/edits/undo', params));
  if (path === '/edits/redo')
    return asWorkstation(await rest('post', '/api/reviews/{orderId}/edits/redo', params));
  return asWorkstation(await rest('post', '/api/reviews/{orderId}/edits', { ...params, body }));
}

/**
 * The workstation of one recording as the server last answered it, and the edits sent to it:
 * every answer replaces what the screen shows. `fallbackError` is shown when an error names
 * nothing better.
 */
export function useWorkstation(orderId: string, fallbackError: string) {
  const [ws, setWs] = useState<WorkstationView | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    rest('get', '/api/reviews/{orderId}/workstation', { path: { orderId } }).then(
      (answer) => setWs(asWorkstation(answer)),
      (e: unknown) => setError(errorMessage(e, fallbackError)),
    );
  }, [orderId, fallbackError]);

  const send = useCallback<SendEdits>(
    async (path, bodies) => {
      setBusy(true);
      setError(undefined);
      try {
        for (const body of bodies) setWs(await postEdit(orderId, path, body));
      } catch (e) {
        setError(errorMessage(e, fallbackError));
      } finally {
        setBusy(false);
      }
    },
    [orderId, fallbackError],
  );
  const edit = (...bodies: ReviewEditInput[]) => send('/edits', bodies);
  return { ws, error, busy, send, edit };
}
