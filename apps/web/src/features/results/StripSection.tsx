import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventView } from '@heartcheck/contracts/results';
import { isBeatTimesFormat } from '@heartcheck/contracts/recording-formats';
import { EcgStripViewer } from '@/components/ecg-charts/EcgStripViewer';
import { BeatTimesNotice } from '@/components/reports/BeatTimesNotice';
import { cardClass, inputClass, labelClass } from '@/components/ui/controls';
import { clockAt } from '@/lib/format/clock';

/**
 * The ECG strip viewer with a jump to any event; for a recording of beat times only, the
 * notice that there is no ECG to show (the API refuses its strips).
 */
export function StripSection({
  orderId,
  results: r,
  durationS,
}: {
  orderId: string;
  /** What the section needs of the results (the generated type of the answer, or the contract's). */
  results: { recording: { format: string; startTime: string | null }; events: EventView[] };
  durationS: number;
}) {
  const { t } = useTranslation('results', { useSuspense: true });
  const [focus, setFocus] = useState<{ atS: number; n: number } | undefined>();
  if (isBeatTimesFormat(r.recording.format))
    return <BeatTimesNotice format={r.recording.format} audience="strips" />;
  return (
    <section aria-labelledby="strip-title" className={cardClass}>
      <h2 id="strip-title" className="mb-1 text-xl font-semibold">
        {t('strip.heading')}
      </h2>
      <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{t('strip.intro')}</p>
      {r.events.length > 0 && (
        <div className="mb-3">
          <label className={labelClass} htmlFor="strip-jump">
            {t('strip.jump')}
          </label>
          <select
            id="strip-jump"
            className={`${inputClass} max-w-md`}
            defaultValue=""
            onChange={(e) => {
              const event = r.events.find((x) => x.id === e.target.value);
              if (event) setFocus((f) => ({ atS: event.atS, n: (f?.n ?? 0) + 1 }));
            }}
          >
            <option value="">{t('strip.jumpPlaceholder')}</option>
            {r.events.slice(0, 200).map((event) => (
              <option key={event.id} value={event.id}>
                {`${clockAt(r.recording.startTime, event.atS, true)} · ${t(`events.${event.kind}`, { defaultValue: event.label })}`}
              </option>
            ))}
          </select>
        </div>
      )}
      <EcgStripViewer
        orderId={orderId}
        durationS={durationS}
        startTime={r.recording.startTime}
        focus={focus}
      />
    </section>
  );
}
