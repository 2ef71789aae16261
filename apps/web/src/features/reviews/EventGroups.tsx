import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EcgStripViewer } from '@/components/ecg-charts/EcgStripViewer';
import { buttonClass } from '@/components/ui/controls';
import { clockAt, formatSpan } from '@/lib/format/clock';
import { EVENT_KINDS } from '@heartcheck/contracts/event-kinds';
import type { EventView } from '@heartcheck/contracts/results';
import type { EpisodeEdit } from '@heartcheck/contracts/reviews';

/** Review order: the contract's (VF, AF, flutter and VT first, then AV block, pauses and rates, then ectopy). */
export const KIND_PRIORITY = EVENT_KINDS;

/** Kinds a cardiologist acts on the same day when confirmed (an urgent flag on signing). */
export const URGENT_KINDS: readonly string[] = ['vf'];

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The event's figure in the reviewer's language (numbers isolated in right-to-left). */
export function eventValue(event: EventView, t: Translate): string {
  const withRate = (value: string) =>
    event.meanHr ? t('values.withRate', { value, bpm: Math.round(event.meanHr) }) : value;
  switch (event.kind) {
    case 'pause':
      return t('values.seconds', { seconds: (event.value / 1000).toFixed(1) });
    case 'bradycardia':
    case 'tachycardia':
      return t('values.bpm', { bpm: Math.round(event.value) });
    case 'af':
    case 'afl':
    case 'unanalysable':
      return withRate(formatSpan(event.durationS));
    case 'vf':
    case 'avb2':
      return formatSpan(event.durationS);
    case 'vt':
    case 'svt':
    case 'couplet':
    case 'bigeminy':
    case 'trigeminy':
      return withRate(t('values.beats', { count: event.value }));
    case 'ventricular-beat':
    case 'supraventricular-beat':
      // a single premature beat's figure is its coupling interval (the RR before it)
      return t('values.coupling', { ms: Math.round(event.value) });
  }
}

/**
 * The engine's least sure first: uncertain ones (inside poor signal), then by confidence from
 * the lowest (an event without one is as sure as the engine gets), then in time order.
 */
export function byConfidence(a: EventView, b: EventView): number {
  return (
    Number(b.uncertain === true) - Number(a.uncertain === true) ||
    (a.confidence ?? 1) - (b.confidence ?? 1) ||
    a.atS - b.atS
  );
}

/**
 * Events grouped by kind in review priority, each with "n of N shown" (N: the counted events
 * plus the uncertain ones listed, which are not counted) and the least sure first, no duplicates.
 */
export function groupEvents(
  events: EventView[],
  totals: Record<string, number> | undefined,
): { kind: string; shown: EventView[]; total: number; uncertain: number }[] {
  const seen = new Set<string>();
  const unique = events.filter((e) => {
    const key = `${e.kind}:${e.atS}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const kinds = [
    ...KIND_PRIORITY,
    ...new Set(
      unique.map((e) => e.kind).filter((k) => !(KIND_PRIORITY as readonly string[]).includes(k)),
    ),
  ];
  return kinds
    .map((kind) => {
      const shown = unique.filter((e) => e.kind === kind).sort(byConfidence);
      const uncertain = shown.filter((e) => e.uncertain).length;
      const total = Math.max((totals?.[kind] ?? 0) + uncertain, shown.length);
      return { kind, shown, total, uncertain };
    })
    .filter((g) => g.total > 0);
}

/** The event list; "Show ECG" opens the strip right under the event pressed. */
export function EventGroups({
  events,
  totals,
  orderId,
  startTime,
  durationS,
  edits,
  onEdit,
  noEcg = false,
}: {
  events: EventView[];
  totals: Record<string, number> | undefined;
  orderId: string;
  startTime: string | null;
  durationS: number;
  edits: EpisodeEdit[];
  onEdit: (edit: EpisodeEdit) => void;
  /** Beat times only: no strip to open under an event. */
  noEcg?: boolean;
}) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  const [open, setOpen] = useState<{ id: string; atS: number; n: number } | undefined>();
  const groups = groupEvents(events, totals);
  if (groups.length === 0) return <p className="text-sm">{t('noEvents')}</p>;
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`events-${group.kind}`}
          data-testid="event-group"
        >
          <h3 id={`events-${group.kind}`} className="font-semibold">
            {t(`kinds.${group.kind}`, { defaultValue: group.kind })}{' '}
            <span className="font-normal text-gray-700 dark:text-gray-300">
              {t('shownOf', { shown: group.shown.length, total: group.total })}
              {group.uncertain > 0 && ` · ${t('uncertainCount', { count: group.uncertain })}`}
            </span>
          </h3>
          {URGENT_KINDS.includes(group.kind) && (
            <p className="mt-1 rounded-md border border-red-500 px-2 py-1 text-sm text-red-800 dark:border-red-400 dark:text-red-200">
              {t('urgentKind')}
            </p>
          )}
          <ul className="mt-1 space-y-1 text-sm">
            {group.shown.map((event) => (
              <li key={event.id} className="border-b border-gray-100 py-1 dark:border-gray-800">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {clockAt(startTime, event.atS, true)} · {event.label} {eventValue(event, t)}
                    <Certainty event={event} />
                  </span>
                  <EventEdit
                    event={event}
                    edit={edits.find((e) => e.key === event.id)}
                    onEdit={onEdit}
                    noEcg={noEcg}
                  />
                  {!noEcg && (
                    <button
                      type="button"
                      className={buttonClass()}
                      aria-expanded={open?.id === event.id}
                      onClick={() =>
                        setOpen((o) =>
                          o?.id === event.id
                            ? undefined
                            : { id: event.id, atS: event.atS, n: (o?.n ?? 0) + 1 },
                        )
                      }
                    >
                      {open?.id === event.id ? t('hideEcg') : t('showEcg')}
                    </button>
                  )}
                </div>
                {open?.id === event.id && (
                  <div className="mt-2" data-testid="inline-strip">
                    <EcgStripViewer
                      orderId={orderId}
                      durationS={durationS}
                      startTime={startTime}
                      focus={{ atS: open.atS, n: open.n }}
                      calipers
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** "Uncertain: poor signal, not counted" and the engine's confidence, where it gives them. */
function Certainty({ event }: { event: EventView }) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  return (
    <>
      {event.uncertain && (
        <span
          className="ms-2 rounded-sm bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50"
          data-testid="uncertain"
        >
          {t('uncertain')}
        </span>
      )}
      {event.confidence !== undefined && (
        <span className="ms-2 text-xs text-gray-700 dark:text-gray-300">
          {t('confidence', { percent: Math.round(event.confidence * 100) })}
        </span>
      )}
    </>
  );
}

/** Artefact (left out of the report's numbers) and "in the report" (printed with its strip). */
function EventEdit({
  event,
  edit,
  onEdit,
  noEcg,
}: {
  event: EventView;
  edit: EpisodeEdit | undefined;
  onEdit: (edit: EpisodeEdit) => void;
  /** Beat times only: no strip to print, so no "in the report" choice. */
  noEcg: boolean;
}) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  const current = edit ?? { key: event.id, verdict: 'counted' as const, inReport: false };
  return (
    <span className="flex flex-wrap items-center gap-3">
      {event.kind !== 'unanalysable' && (
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={current.verdict === 'artefact'}
            onChange={(e) =>
              onEdit({ ...current, verdict: e.target.checked ? 'artefact' : 'counted' })
            }
          />
          {t('editArtefact')}
        </label>
      )}
      {!noEcg && (
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={current.inReport}
            onChange={(e) => onEdit({ ...current, inReport: e.target.checked })}
          />
          {t('editInReport')}
        </label>
      )}
    </span>
  );
}
