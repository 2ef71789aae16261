import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/http/error-message';

/**
 * The state of a correction form after intake (start time, a beat file's sampling rate): the
 * form's own check, the request, its error or its outcome (whether a signed report now needs a
 * corrected version).
 */
export function useCorrection(fallbackError: string, onCorrected: () => void) {
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<{ reissueNeeded: boolean }>();
  const [busy, setBusy] = useState(false);

  /** `check` returns the message of what is missing, or nothing; `send` makes the request. */
  function submit(
    check: () => string | undefined,
    send: () => Promise<{ reissueNeeded: boolean }>,
  ) {
    return async (event: FormEvent) => {
      event.preventDefault();
      setError(undefined);
      const missing = check();
      if (missing) return setError(missing);
      setBusy(true);
      try {
        setDone({ reissueNeeded: (await send()).reissueNeeded });
        onCorrected();
      } catch (e) {
        setError(errorMessage(e, fallbackError));
      } finally {
        setBusy(false);
      }
    };
  }
  return { error, done, busy, submit };
}
