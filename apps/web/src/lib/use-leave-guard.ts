import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before work that is not saved is lost: leaving for another page of the app asks
 * `question` (OK leaves, Cancel stays), and closing or reloading the tab gets the browser's own
 * "Leave site?" prompt (browsers show their own words there, not ours). Nothing is asked while
 * `unsaved` is false.
 */
export function useLeaveGuard(unsaved: boolean, question: string): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
