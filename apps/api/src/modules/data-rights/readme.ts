/**
 * README.txt of the archive: what each file is, what is and is not included and why, and whom
 * to ask. UK GDPR Art. 15(1) and (3) (a copy of the personal data with the purposes, recipients
 * and retention) and Art. 20 (a structured, commonly used, machine-readable format: JSON, and
 * the recordings in their own EDF/WFDB/ISHNE/CSV formats).
 */
export function readmeText(input: { day: string; email: string; supportEmail: string }): string {
  return `HeartCheck: your data
=====================

Prepared on ${input.day} (UK date) for the account ${input.email}.
This archive is what HeartCheck holds about you (UK GDPR Article 15, right of access, and
Article 20, data portability). The .json files are plain UTF-8 JSON: open them in any text
editor or load them in a spreadsheet or a program. Dates and times are ISO 8601, in UTC
unless a field says otherwise; money is in pence.

Files
-----
README.txt          this file
profile.json        your account: name, email, phone, address, roles, when it was created and
                    last used; "avatar" names your profile picture file, if you set one
avatar.webp         your profile picture (only if you set one)
orders.json         your orders with their item and price, the patient details given (date of
                    birth, sex, NHS number, phone), the referral and GP practice fields, the
                    delivery address, the recorder's serial and tracking number, each step's date
                    and each change of status (statusHistory)
payments.json       the payments we hold a record of: amount, currency, outcome, dates and the
                    payment provider's references. We never receive or hold card numbers: the
                    payment provider's own page takes them.
recordings/         for each recording, <order>-<id>.json (what we know about the file) and the
                    file itself, byte for byte as it was uploaded from your recorder (EDF, WFDB,
                    ISHNE or CSV: open it with an ECG viewer such as EDFbrowser)
results/            the results of each order once the cardiologist has signed them, as the
                    results page shows them (figures, heart-rate charts, events)
reports/            the results report and the cardiac report, as PDF, as you download them
diary.json          your symptom diary entries
access-log.json     who on our staff has read your health data, what, when and why (the list
                    under "Who has seen my data" in Settings)
messages.json       the emails we sent you. The body of a password-reset email is left out:
                    its link would let whoever holds this archive change your password.

Not included
------------
- Your password: we keep only a one-way hash of it, which is of no use to you or anyone else,
  and never put it in an export.
- Sign-in sessions and tokens, and security records of sign-in attempts: they exist to keep
  your account safe and expire by themselves.
- Results not yet signed by a cardiologist: they are released to you once signed.
- The cardiologist's working notes and draft edits before signing, and our internal job and
  rate-limit records: they are about our work, not about you, and the signed report is the
  record of their opinion.
- Staff members' own details beyond what the access log shows.

Questions, corrections and deletion
-----------------------------------
To ask a question, correct something, or ask us to delete your data, write to
${input.supportEmail}. Health records are kept for the period UK health-care providers must
keep them, so some may be kept after a deletion request; we will tell you which and why.
You may also complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).
`;
}
