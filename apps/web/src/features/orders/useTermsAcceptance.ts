import { TERMS_VERSION } from '@heartcheck/contracts/terms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The order form's acceptance of the Terms in force (issue 21): unticked until the customer ticks
 * it; `check` says whether the order may go ahead and otherwise shows why not. Once the order
 * exists (`locked`) the Terms were accepted with it.
 */
export function useTermsAcceptance(locked: boolean) {
  const { t } = useTranslation('orders', { useSuspense: true });
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const check = (): boolean => {
    const ok = locked || accepted;
    setError(ok ? undefined : t('create.termsRequired'));
    return ok;
  };
  const props = {
    version: TERMS_VERSION,
    accepted: accepted || locked,
    error,
    disabled: locked,
    onChange: (next: boolean) => {
      setAccepted(next);
      if (next) setError(undefined);
    },
  };
  return { check, props };
}
