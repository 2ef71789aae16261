import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PREMATURITY, PREMATURITY_RANGE } from '@heartcheck/contracts/review-choices';
import type { BeatLabel, ReviewEditInput } from '@heartcheck/contracts/review-edits';
import { buttonClass, inputClass } from '@/components/ui/controls';

/** The prematurity the API accepts and its default: 20 % after Malik et al. 1989. */
const [MIN_PERCENT, MAX_PERCENT] = PREMATURITY_RANGE;
const LABELS = ['S', 'V', 'N'] as const satisfies readonly BeatLabel[];

/**
 * Label an open template's premature beats in one edit: those whose RR interval before is the
 * chosen share shorter than the median of the 11 before. Frequent atrial premature beats look
 * like normal beats and fall in the normal template (issue 19: 1,361 of 1,382 called normal in
 * one patient); their timing is what tells them apart.
 */
export function PrematureForm({
  templateId,
  busy,
  onEdit,
}: {
  templateId: number;
  busy: boolean;
  onEdit: (edit: ReviewEditInput) => void;
}) {
  const { t } = useTranslation('workstation');
  const id = useId();
  const [percent, setPercent] = useState(String(DEFAULT_PREMATURITY));
  const [label, setLabel] = useState<(typeof LABELS)[number]>('S');
  const value = Number(percent);
  const valid = Number.isInteger(value) && value >= MIN_PERCENT && value <= MAX_PERCENT;
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid)
          onEdit({ kind: 'relabel-premature', templateId, label, prematurityPercent: value });
      }}
    >
      <p id={`${id}-title`} className="w-full text-sm font-medium">
        {t('premature.title')}
      </p>
      <label className="text-sm">
        <span className="block">{t('premature.percent')}</span>
        <input
          type="number"
          className={`${inputClass} w-24`}
          min={MIN_PERCENT}
          max={MAX_PERCENT}
          step={1}
          value={percent}
          aria-invalid={!valid}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setPercent(e.target.value)}
        />
      </label>
      <label className="text-sm">
        <span className="block">{t('premature.label')}</span>
        <select
          className={inputClass}
          value={label}
          onChange={(e) => setLabel(e.target.value as typeof label)}
        >
          {LABELS.map((l) => (
            <option key={l} value={l}>
              {t(`labels.${l}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass()} disabled={!valid || busy}>
        {t('premature.apply')}
      </button>
      <p id={`${id}-hint`} className="w-full text-xs text-gray-700 dark:text-gray-300">
        {valid
          ? t('premature.hint', { percent: value })
          : t('premature.range', { min: MIN_PERCENT, max: MAX_PERCENT })}
      </p>
    </form>
  );
}
