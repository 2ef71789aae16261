import type { AuthSettings } from '@/lib/auth/auth-settings';

export interface AppSettings {
  auth: AuthSettings;
  languages?: string[];
}

let loading: Promise<AppSettings> | undefined;

/**
 * The public sign-in settings, read once per page (the lean start of a provider screen and the
 * app share the answer). Read with fetch rather than the REST client so the start-up code does
 * not carry the HTTP library: pages that use `apiClient` load it with their own code.
 */
export function loadConfig(): Promise<AppSettings> {
  loading ??= fetch('/api/config', { headers: { Accept: 'application/json' } }).then(
    async (response) => {
      if (!response.ok)
        throw new Error(`The app configuration could not be loaded (${response.status}).`);
      return (await response.json()) as AppSettings;
    },
  );
  // A failed read is tried again by the next caller (the app reports it if it fails again).
  loading.catch(() => (loading = undefined));
  return loading;
}
