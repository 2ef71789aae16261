import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The password policy of NIST SP 800-63B §5.1.1.2 and the NCSC's password guidance: length over
 * composition. At least 10 characters (NIST's floor is 8; the NCSC's deny-list advice pairs with
 * a longer minimum), up to 256 so long passphrases are welcome (NIST: allow at least 64), no rules
 * about character classes, and a refusal of passwords on a list of common and breached ones.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;

const TRY_INSTEAD = 'Try three or four unrelated words instead.';

/**
 * The 49,000 most common passwords of breach corpora, ranked, as zxcvbn-ts ships them (MIT,
 * @zxcvbn-ts/language-common, a maintained package): checked offline, built once on first use.
 */
let commonSet: Set<string> | undefined;
function isCommon(candidate: string): boolean {
  commonSet ??= new Set(dictionary['passwords-common']);
  return candidate.length > 0 && commonSet.has(candidate);
}

/** Look-alike substitutions people use to dress up a word (P@ssw0rd): NIST's "obvious" variants. */
const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/** The forms of a password to look up: as typed, without digits or symbols around it, undressed. */
function variants(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const plain = [...core].map((ch) => LOOK_ALIKES[ch] ?? ch).join('');
  const joined = plain.replace(/[\s._-]+/g, '');
  const ones = plain.replace(/i/g, 'l');
  return [lower, core, plain, joined, ones];
}

/** One character or a short unit repeated (aaaaaaaaaa, abcabcabc), or a run (abcdefghij, 9876543210). */
function repetitiveOrSequential(password: string): boolean {
  if (/^(.{1,3})\1+$/su.test(password)) return true;
  const codes = [...password].map((ch) => ch.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

/** What is wrong with a new password, as a sentence for the form; undefined when it is fine. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length > MAX_PASSWORD_LENGTH) {
    return `Your password must be ${MAX_PASSWORD_LENGTH} characters or fewer.`;
  }
  // Named before the length: lengthening a common password by a character would not help.
  if (variants(password).some(isCommon)) {
    return `This password is on a list of common and breached passwords, so it is easy to guess: adding numbers or symbols, or swapping letters for look-alikes, does not make it safe. ${TRY_INSTEAD}`;
  }
  if (length < MIN_PASSWORD_LENGTH) {
    return `Your password must be at least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a long password that is easy to remember.`;
  }
  if (repetitiveOrSequential(password)) {
    return `This password is repeated or sequential characters, which are easy to guess. ${TRY_INSTEAD}`;
  }
  return undefined;
}

/** The hint shown under a new-password field. */
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. Long passphrases are welcome; no symbols or digits needed. Common passwords are refused.`;
