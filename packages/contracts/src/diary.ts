import { z } from 'zod';
import { requestBody } from './common.ts';
import { ACTIVITIES, SYMPTOMS } from './diary-choices.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** Body of POST /api/orders/{orderId}/diary. */
export const diaryEntryInput = requestBody({
  occurredAt: z.iso.datetime({ offset: true, error: 'expected the date and time of the symptom' }),
  symptom: z.enum(SYMPTOMS, { error: 'choose a symptom' }),
  activity: z.enum(ACTIVITIES, { error: 'choose what you were doing' }),
  note: z.string().trim().max(500).default(''),
}).superRefine((entry, ctx) => {
  // "Other" says nothing by itself: the note is the only record of what it was.
  if (entry.note === '' && (entry.symptom === 'other' || entry.activity === 'other'))
    ctx.addIssue({
      code: 'custom',
      path: ['note'],
      message: `say what it was: ${entry.symptom === 'other' ? 'the symptom' : 'the activity'} is Other`,
    });
});
export type DiaryEntryInput = z.input<typeof diaryEntryInput>;

/** One diary entry (the created entry of POST, 201). */
export const diaryEntry = z.object({
  id: z.string(),
  occurredAt: z.string(),
  symptom: z.string(),
  symptomLabel: z.string(),
  activity: z.string(),
  activityLabel: z.string(),
  note: z.string(),
});
export type DiaryEntry = z.infer<typeof diaryEntry>;

/** GET /api/orders/{orderId}/diary. */
export const diary = z.object({
  order: z.object({ id: z.string(), number: z.string(), status: z.enum(ORDER_STATUSES) }),
  /** Whether the customer may still write (the device is with them). */
  open: z.boolean(),
  entries: z.array(diaryEntry),
});
export type Diary = z.infer<typeof diary>;

/** A diary entry placed on the recording's time line, with the heart rate of that minute. */
export const diaryView = diaryEntry.extend({
  /** Seconds into the recording, null when outside it or the start is unknown. */
  atS: z.number().nullable(),
  /** Heart rate of that minute, when analysable. */
  hrBpm: z.number().nullable(),
});
export type DiaryView = z.infer<typeof diaryView>;
