/** Shapes of the review API (GET /api/reviews/:orderId). */
export interface EventView {
  id: string;
  kind: string;
  label: string;
  atS: number;
  durationS: number;
  value: number;
}

export interface DiaryView {
  id: string;
  occurredAt: string;
  symptomLabel: string;
  activityLabel: string;
  note: string;
  atS: number | null;
  hrBpm: number | null;
}

export interface Review {
  results: {
    orderId: string;
    orderNumber: string;
    recording: { startTime: string | null; durationS: number };
    summary: { id: string; label: string; display: string }[];
    nightWindows: [number, number][];
    charts: { hrPerMinute: (number | null)[] };
    events: EventView[];
  };
  diary: DiaryView[];
  draft: {
    findings: string;
    conclusion: string;
    amendmentReason: string | null;
    version: number;
  } | null;
  signed: {
    version: number;
    findings: string;
    conclusion: string;
    cardiologistName: string;
    signedAt: string;
    amendmentReason: string | null;
  } | null;
  versions: {
    version: number;
    signedAt: string;
    cardiologistName: string;
    amendmentReason: string | null;
  }[];
}
