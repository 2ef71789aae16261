import { uploadComplete, type UploadComplete } from '@heartcheck/contracts/recordings';

type Parsed =
  | { success: true; data: UploadComplete }
  | { success: false; refusal: { message: string; issues: unknown[] } };

/**
 * The optional body of POST /api/recording-uploads/{id}/complete: none (or `{}`) completes as
 * before; `patientOverrideReason` confirms a file whose patient fields disagree with the order.
 * Takes the text Hono read (`c.req.text()`, cached): the raw request's body may already be used.
 */
export function completeBody(text: string): Parsed {
  let json: unknown = {};
  if (text.trim()) {
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      json = undefined; // refused by the schema below, with its issue
    }
  }
  const parsed = uploadComplete.safeParse(json);
  if (parsed.success) return { success: true, data: parsed.data };
  return {
    success: false,
    refusal: {
      message: 'Give the reason for attaching this file in at least 10 characters.',
      issues: parsed.error.issues,
    },
  };
}
