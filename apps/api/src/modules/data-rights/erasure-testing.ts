/** Test access to the erasure mail (the SMTP test sends every kind of message the product sends). */
export { erasureOutcomeMail } from './erasure-mail.ts';
export { outcomeOf } from './erasure-complete.ts';
