/**
 * What the lean start of a provider screen (app/early-redirect) owes the specification while the
 * browser leaves for the provider, without loading the app: the loading screen's text (spec §2)
 * and the signed-in call made at start (spec §4, §7).
 */

/** The markup of the app's loading screen (features/auth/AuthLoadingScreen, FullPageMessage). */
export function showLoadingScreen(
  root: HTMLElement | null = document.getElementById('root'),
): void {
  if (!root) return;
  const main = document.createElement('main');
  main.className = 'flex min-h-screen items-center justify-center p-4';
  main.setAttribute('aria-busy', 'true');
  const card = document.createElement('div');
  card.className = 'w-full max-w-md rounded-xl bg-neutral p-8 shadow-sm';
  card.setAttribute('role', 'status');
  const spinner = document.createElement('div');
  spinner.className =
    'mb-4 h-10 w-10 animate-spin rounded-full border-4 border-primary-subtle border-t-primary-deep motion-reduce:animate-none';
  spinner.setAttribute('aria-hidden', 'true');
  const title = document.createElement('h1');
  title.className = 'mb-2 text-2xl font-semibold';
  // The English text, as the app's loading screen shows before its translations are in.
  title.textContent = 'Loading...';
  const text = document.createElement('p');
  text.className = 'text-gray-600 dark:text-gray-300';
  text.textContent = 'Attempting to sign you in or retrieve your session.';
  card.append(spinner, title, text);
  main.append(card);
  root.replaceChildren(main);
}

/**
 * The signed-in call's document (lib/session/signed-in-call's USER_SIGNED_IN, which a test keeps
 * equal to this): written out so this start does not carry Apollo or the generated documents.
 */
export const USER_SIGNED_IN_DOCUMENT = `mutation UserSignedIn {
  userSignedIn {
    errors {
      __typename
      ... on NotAuthenticatedError {
        message
      }
    }
    user {
      id
      firstName
      lastName
      email
      phoneNumber
      address
      city
      postalCode
      country
      roles
      avatarUrl
    }
  }
}`;

/**
 * The signed-in call at start. A provider screen is shown to a tab with no token, so the answer
 * is NotAuthenticatedError and nothing is stored; `keepalive` lets the request finish while the
 * page navigates to the provider. Never throws: the redirect does not wait for it.
 */
export function sendSignedInCall(): void {
  void fetch('/api/graphql', {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ operationName: 'UserSignedIn', query: USER_SIGNED_IN_DOCUMENT }),
  }).catch(() => undefined);
}
