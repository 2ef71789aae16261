import { useCallback, useEffect, useState } from 'react';
import type {
  ReviewEditInput,
  Workstation as WorkstationView,
  WorkstationPreparing,
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

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    // 200 is the workstation; 202 says its beats are still being prepared (an older recording).
    const load = (): void =>
      void rest('get', '/api/reviews/{orderId}/workstation', { path: { orderId } }).then(
        (answer) => {
          if (!live) return;
          const data = answer as WorkstationView | WorkstationPreparing;
          if ('preparing' in data) {
            setPreparing(data.message);
            timer = setTimeout(load, PREPARING_POLL_MS);
          } else {
            setPreparing(undefined);
            setWs(asWorkstation(data));
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
  const edit = useCallback((...bodies: ReviewEditInput[]) => send('/edits', bodies), [send]);
  return { ws, preparing, error, busy, send, edit };
}

/**
 * What the full disclosure's strip needs to edit beats through the workstation (one edit log,
 * one answer that every part of the screen shows): whether the caller may edit, whether an edit
 * is on its way, the last edit's error, and the edit itself.
 */
export interface BeatEditor {
  editable: boolean;
  busy: boolean;
  error: string | undefined;
  edit: (...bodies: ReviewEditInput[]) => Promise<void>;
}
