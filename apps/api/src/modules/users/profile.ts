import { ukPhoneE164 } from '@heartcheck/contracts/uk-phone';
import { z } from 'zod';

/** Countries a kit can be posted to; GB is the fallback (spec §9). */
export const COUNTRIES = ['GB', 'IE', 'IM', 'JE', 'GG'] as const;

/**
 * UK postcodes (Royal Mail format, including GIR 0AA and BFPO-free civil ranges): outward code
 * of one or two letters, a digit and an optional letter or digit, then the inward code.
 */
const UK_POSTCODE =
  /^(GIR ?0AA|[A-PR-UWYZ](\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/i;

/** "sw1a1aa" → "SW1A 1AA". */
export function normaliseUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export function isUkPostcode(value: string): boolean {
  return UK_POSTCODE.test(value.trim());
}

const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
const trimmed = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

/** The editable profile: names, phone and delivery address (the email belongs to the provider). */
export const profileInputSchema = z
  .object({
    firstName: trimmed(50)
      .min(1, 'Enter your first name.')
      .regex(NAME, 'Use letters, spaces, hyphens and apostrophes only.'),
    lastName: trimmed(50)
      .min(1, 'Enter your last name.')
      .regex(NAME, 'Use letters, spaces, hyphens and apostrophes only.'),
    dialCode: z
      .string()
      .trim()
      .regex(/^(\+[1-9]\d{0,3})?$/, 'Choose a dialling code such as +44.'),
    phoneNumber: trimmed(20).regex(
      /^[\d ()-]*$/,
      'Use digits and spaces only, without the country code.',
    ),
    address: trimmed(200),
    city: trimmed(100),
    postalCode: trimmed(16),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => (COUNTRIES as readonly string[]).includes(value), {
        message: 'Choose a country we deliver to.',
      }),
  })
  .superRefine((input, ctx) => {
    const digits = input.phoneNumber.replace(/\D/g, '');
    if (input.phoneNumber && !input.dialCode)
      ctx.addIssue({ code: 'custom', path: ['dialCode'], message: 'Choose a dialling code.' });
    if (input.phoneNumber) {
      // UK numbers must be ones we can call about an urgent finding (Ofcom ranges, uk-phone.ts).
      const ok =
        input.dialCode === '+44'
          ? ukPhoneE164(input.phoneNumber) !== null
          : /^\d{6,14}$/.test(digits);
      if (!ok)
        ctx.addIssue({
          code: 'custom',
          path: ['phoneNumber'],
          message:
            input.dialCode === '+44'
              ? 'Enter a UK phone number, such as 07700 900123.'
              : 'Enter a phone number of 6 to 14 digits.',
        });
    }
    // A delivery address is all or nothing.
    const parts = { address: input.address, city: input.city, postalCode: input.postalCode };
    const given = Object.values(parts).filter(Boolean).length;
    if (given > 0 && given < 3) {
      const messages = {
        address: 'Enter the first line of your address.',
        city: 'Enter your town or city.',
        postalCode: 'Enter your postcode.',
      };
      for (const [field, value] of Object.entries(parts))
        if (!value)
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: messages[field as keyof typeof messages],
          });
    }
    if (input.postalCode && input.country === 'GB' && !isUkPostcode(input.postalCode))
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: 'Enter a valid UK postcode, such as SW1A 1AA.',
      });
  })
  .transform((input) => ({
    ...input,
    postalCode:
      input.country === 'GB' && input.postalCode
        ? normaliseUkPostcode(input.postalCode)
        : input.postalCode,
  }));

export type ProfileInput = z.output<typeof profileInputSchema>;

export interface FieldError {
  field: string;
  message: string;
}

/** Validates profile input; field errors name the input field they belong to. */
export function parseProfileInput(
  raw: unknown,
): { ok: true; value: ProfileInput } | { ok: false; errors: FieldError[] } {
  const result = profileInputSchema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'input');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return { ok: false, errors };
}
