import type { StripeLike } from './state.ts';

/**
 * The payments sandbox's behaviour: the subset of Stripe's objects and rules the HeartCheck
 * adapter uses (Checkout Sessions, Payment Intents, Charges, Refunds, Customers, Payment
 * Methods, Events), with Stripe's published test cards.
 */

export class SandboxError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  readonly param: string | undefined;
  readonly declineCode: string | undefined;
  constructor(
    status: number,
    type: string,
    message: string,
    extra: { code?: string; param?: string; declineCode?: string } = {},
  ) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = extra.code;
    this.param = extra.param;
    this.declineCode = extra.declineCode;
  }
  toJSON() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
        ...(this.declineCode ? { decline_code: this.declineCode } : {}),
      },
    };
  }
}

/** Stripe's published test cards that the sandbox understands. */
export const TEST_CARDS: Record<
  string,
  { outcome: 'succeed' | 'decline' | 'authenticate' | 'insufficient_funds'; brand: string }
> = {
  '4242424242424242': { outcome: 'succeed', brand: 'visa' },
  '5555555555554444': { outcome: 'succeed', brand: 'mastercard' },
  '4000000000000002': { outcome: 'decline', brand: 'visa' },
  '4000000000009995': { outcome: 'insufficient_funds', brand: 'visa' },
  '4000002500003155': { outcome: 'authenticate', brand: 'visa' },
};

export const DECLINED_MESSAGE = 'Your card was declined.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type AttemptResult =
  | { kind: 'succeeded'; redirectTo: string }
  | { kind: 'requires_action' }
  | { kind: 'failed'; message: string }
  | { kind: 'invalid'; errors: Partial<Record<keyof CardInput, string>> };

export function int(value: string | undefined, param: string): number {
  if (value === undefined || !/^\d+$/.test(value))
    throw new SandboxError(
      400,
      'invalid_request_error',
      `Invalid integer: ${value ?? '(missing)'}`,
      {
        param,
      },
    );
  return Number(value);
}

/**
 * The expiry as people type it: "12 / 29", "12/29", "12/2029", "1229" or "122029" (the field
 * shows MM / YY, but a card reads 12/29 and many people type just the digits).
 */
export function parseExpiry(raw: string): { month: number; year: number } | undefined {
  const compact = raw.replace(/\s/g, '');
  const match =
    /^(\d{1,2})[/-](\d{2}|\d{4})$/.exec(compact) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(compact);
  if (!match) return undefined;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month: Number(match[1]), year };
}

/** True when the number is one of the sandbox's test cards (never a real card). */
export function isTestCardNumber(raw: string): boolean {
  return Boolean(TEST_CARDS[raw.replace(/[\s-]/g, '')]);
}

/**
 * What a form shown again keeps: the expiry, and the number only when it is a published test
 * card (so a typo elsewhere does not clear it); a number that may be real, and the CVC, never.
 */
export function valuesToKeep(card: CardInput): Partial<CardInput> {
  return isTestCardNumber(card.number)
    ? { expiry: card.expiry, number: card.number }
    : { expiry: card.expiry };
}

/** Validates the card form; never keeps the number, only its last four digits. */
export function checkCard(card: CardInput): Partial<Record<keyof CardInput, string>> {
  const errors: Partial<Record<keyof CardInput, string>> = {};
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) errors.number = 'Enter a card number of 12 to 19 digits.';
  else if (!TEST_CARDS[number])
    errors.number =
      'This is a payments sandbox: real card numbers are never accepted. Use a Stripe test card such as 4242 4242 4242 4242.';
  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.expiry = 'Enter the expiry date as MM / YY.';
  else {
    const { month, year } = expiry;
    const now = new Date();
    if (month < 1 || month > 12) errors.expiry = 'Enter a month from 01 to 12.';
    else if (
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    )
      errors.expiry = "Your card's expiry date is in the past.";
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    errors.cvc = "Enter your card's 3 or 4 digit security code.";
  return errors;
}

/** A stored object without the sandbox-internal (underscored) fields. */
export function publicView(value: StripeLike): StripeLike {
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !key.startsWith('_')),
  ) as StripeLike;
}
