import { useTranslation } from 'react-i18next';
import type { RecorderEvents } from '@heartcheck/contracts/recorder-events';
import { buttonClass, cardClass } from '@/components/ui/controls';
import { clockAt } from '@/lib/format/clock';

/**
 * The events the recorder wrote into its file (EDF+ annotations: the patient's event button,
 * lead off), beside the diary: each at the recorder's UK clock, as episodes are, with a button
 * showing the ECG at its time. Absent for formats that carry no events.
 */
export function RecorderEventsCard({
  recorderEvents,
  startTime,
  durationS,
  onShow,
}: {
  recorderEvents: RecorderEvents;
  startTime: string | null;
  durationS: number;
  onShow: (atS: number) => void;
}) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  const { events, omitted } = recorderEvents;
  return (
    <section className={cardClass} aria-labelledby="recorder-events-title">
      <h2 id="recorder-events-title" className="mb-1 text-xl font-semibold">
        {t('recorderEvents', { count: events.length + omitted })}
      </h2>
      <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{t('recorderEventsHelp')}</p>
      {events.length === 0 ? (
        <p className="text-sm">{t('noRecorderEvents')}</p>
      ) : (
        <ul className="space-y-2" data-testid="recorder-events">
          {events.map((event, i) => (
            <li
              key={`${event.atS}-${i}`}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 pb-2 text-sm dark:border-gray-800"
            >
              <span>
                <strong>{clockAt(startTime, event.atS, true)}</strong>: <bdi>{event.text}</bdi>
                {event.durationS
                  ? ` · ${t('recorderEventLasting', { seconds: Math.round(event.durationS) })}`
                  : ''}
              </span>
              {event.atS >= 0 && event.atS < durationS ? (
                <button type="button" className={buttonClass()} onClick={() => onShow(event.atS)}>
                  {t('showEcg')}
                </button>
              ) : (
                <span className="text-gray-600 dark:text-gray-300">{t('outsideRecording')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {omitted > 0 && (
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          {t('recorderEventsOmitted', { count: omitted })}
        </p>
      )}
    </section>
  );
}
