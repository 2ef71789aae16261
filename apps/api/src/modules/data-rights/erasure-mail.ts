import type { ErasureOutcomePart } from '@heartcheck/contracts/deletion-requests';
import type { OutgoingMail } from '../outbox/public.ts';

const day = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** The outcome as the customer reads it: each part deleted or kept, why, and until when. */
export function outcomeText(outcome: readonly ErasureOutcomePart[]): string {
  const deleted = outcome.filter((p) => p.action === 'deleted');
  const kept = outcome.filter((p) => p.action === 'kept');
  return [
    'We have deleted your HeartCheck account as you asked.',
    '',
    'Deleted:',
    ...deleted.map((p) => `- ${p.part}: ${p.reason}`),
    '',
    'Kept, because the law requires it:',
    ...kept.map(
      (p) => `- ${p.part}, until ${p.keepUntil ? day(p.keepUntil) : 'further notice'}: ${p.reason}`,
    ),
    '',
    'After those dates the kept records are deleted. You can no longer sign in. If you have a ' +
      'question, or want a copy of the kept records, reply to this email.',
  ].join('\n');
}

/** What was deleted and what is kept, for the customer (written when support completes). */
export function erasureOutcomeMail(
  to: string,
  outcome: readonly ErasureOutcomePart[],
): OutgoingMail {
  return {
    to,
    kind: 'account-deletion',
    subject: 'Your HeartCheck account has been deleted',
    text: outcomeText(outcome),
  };
}

/** Tells the customer their request was refused, and why. */
export function erasureRefusedMail(to: string, reason: string): OutgoingMail {
  return {
    to,
    kind: 'account-deletion',
    subject: 'Your HeartCheck account deletion request',
    text: [
      'We have not deleted your HeartCheck account, because:',
      reason,
      '',
      'If you think this is wrong, reply to this email. You may also complain to the ' +
        "Information Commissioner's Office (ico.org.uk).",
    ].join('\n'),
  };
}
