import { useCallback, useRef, useState } from 'react';
import { createCheckoutSession, errorMessage } from './api';

/**
 * "Pay Now": asks for the hosted checkout page and goes there. A second press while the first
 * is under way does nothing (and the API reuses an open session anyway).
 */
export function usePayNow(): {
  pay: (orderId: string) => Promise<boolean>;
  paying: boolean;
  error: string | undefined;
} {
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string>();
  const pay = useCallback(async (orderId: string) => {
    if (busy.current) return false;
    busy.current = true;
    setPaying(true);
    setError(undefined);
    try {
      const { url } = await createCheckoutSession(orderId);
      window.location.assign(url);
      return true;
    } catch (caught) {
      setError(errorMessage(caught) ?? '');
      busy.current = false;
      setPaying(false);
      return false;
    }
  }, []);
  return { pay, paying, error };
}
