/** The sign-in interaction statuses of the specification (§4). */
export const InteractionStatus = {
  Startup: 'startup',
  None: 'none',
  Login: 'login',
  AcquireToken: 'acquireToken',
  SsoSilent: 'ssoSilent',
  HandleRedirect: 'handleRedirect',
  Logout: 'logout',
} as const;

export type InteractionStatus = (typeof InteractionStatus)[keyof typeof InteractionStatus];

/** The only interaction type: sign-in by full-page redirect (spec §2: never a popup). */
export const InteractionType = { Redirect: 'redirect', Silent: 'silent' } as const;
export type InteractionType = (typeof InteractionType)[keyof typeof InteractionType];
