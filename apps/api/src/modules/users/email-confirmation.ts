import type { UserRow } from './schema.ts';

/** What asking for a new confirmation link did. */
export type ConfirmationSendResult = 'SENT' | 'ALREADY_CONFIRMED' | 'TOO_MANY';

/**
 * Whether a user's email address is confirmed, and a new link for one that is not. The built-in
 * identity provider implements it (idp/email-confirmation-service.ts); an external provider
 * (Azure AD B2C and the like) confirms addresses in its own sign-up, so its users are confirmed.
 */
export interface EmailConfirmation {
  status(user: UserRow): Promise<{ confirmed: boolean; email: string }>;
  send(user: UserRow): Promise<ConfirmationSendResult>;
}

/** An external provider's users: the provider confirmed the address before issuing a token. */
export const confirmedByProvider: EmailConfirmation = {
  status: (user) => Promise.resolve({ confirmed: true, email: user.email }),
  send: () => Promise.resolve('ALREADY_CONFIRMED'),
};

/** Messages for each answer of `sendEmailConfirmation` (shown by the portal as they are). */
export const SEND_MESSAGES: Record<ConfirmationSendResult, string> = {
  SENT: 'We have sent a new link. It works once, for 7 days: check your inbox and spam folder.',
  ALREADY_CONFIRMED: 'Your email address is already confirmed.',
  TOO_MANY:
    'We have sent several links in the last hour. Please use the newest one, or try again later.',
};

/** The refusal of an order from an account whose address is not confirmed yet. */
export const CONFIRM_BEFORE_ORDERING =
  'Confirm your email address before ordering: open the link we emailed you when you signed up, or send a new one from this page.';
