import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDED_BEAT_LABELS, BEAT_LABELS } from '@heartcheck/contracts/review-choices';
import type { BeatLabel } from '@heartcheck/contracts/review-edits';
import type { DisclosurePage } from '@heartcheck/contracts/disclosure';
import { buttonClass, inputClass } from '@/components/ui/controls';
import type { BeatEditor } from '../templates/useWorkstation';
import { beatKey } from '../templates/workstation-keys';
import { beatTime } from './strip-beats';

export type PageBeat = NonNullable<DisclosurePage['beats']>[number];

interface Props {
  /** The opened strip's beats, in time order. */
  beats: readonly PageBeat[];
  fs: number;
  startTime: string | null;
  /** The strip on screen, s from the recording's start. */
  window: [number, number];
  /** The strip reaches past the disclosure page shown: its beats there are not listed. */
  pastPage: boolean;
  editor: BeatEditor;
  chosen: ReadonlySet<number>;
  onChoose: (beat: number) => void;
  onClear: () => void;
  /** Where a beat is to be added (s from the recording's start), from a click on the strip. */
  addAtS: number | undefined;
  onAddAt: (atS: number | undefined) => void;
}

/**
 * The opened strip's beats to correct one by one, where the templates cannot reach: choose beats
 * and label them (N, S, V, or not a beat), or add a beat the analysis missed (issue 19: the
 * detector drops beats inside fast runs and in noise). Both go to the workstation's edit log, so
 * they are audited, undone and counted like every other edit.
 */
export function StripBeats(p: Props) {
  const { t } = useTranslation('disclosure', { useSuspense: true });
  const id = useId();
  const [mine, setMine] = useState(false);
  const { editor } = p;
  const send = (...bodies: Parameters<BeatEditor['edit']>) => {
    setMine(true);
    void editor.edit(...bodies);
  };
  const relabel = (label: BeatLabel) => {
    send({ kind: 'relabel-beats', beats: [...p.chosen], label });
    p.onClear();
  };
  const [fromS, toS] = p.window;
  // N, S, V, A label the chosen beats and Escape clears the choice, the workstation's keys
  const onKey = (e: KeyboardEvent) => {
    const named = beatKey(e);
    if (!named || p.chosen.size === 0) return;
    if (named === 'clear') p.onClear();
    else if (!editor.busy) relabel(named);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-2"
      data-testid="strip-beats"
      onKeyDown={onKey}
    >
      <h4 id={`${id}-title`} className="font-semibold">
        {t('beats.title')}
      </h4>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('beats.help')}</p>
      {p.beats.length === 0 ? (
        <p className="text-sm">{t('beats.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1" aria-label={t('beats.list')}>
          {p.beats.map((b) => (
            <li key={b.beat}>
              <button
                type="button"
                aria-pressed={p.chosen.has(b.beat)}
                onClick={() => p.onChoose(b.beat)}
                className={`rounded border-2 px-2 py-1 font-mono text-sm focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400 ${
                  p.chosen.has(b.beat)
                    ? 'border-amber-600 bg-amber-50 dark:border-amber-300 dark:bg-amber-950'
                    : 'border-gray-300 dark:border-gray-600'
                }`}
              >
                {t(b.added ? 'beats.addedBeat' : 'beats.beat', {
                  time: beatTime(p.startTime, b.sample / p.fs),
                  label: b.label,
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {p.pastPage && <p className="text-sm">{t('beats.pastPage')}</p>}
      <div role="group" aria-label={t('beats.relabel')} className="flex flex-wrap gap-2">
        {BEAT_LABELS.map((label) => (
          <button
            key={label}
            type="button"
            className={buttonClass()}
            disabled={p.chosen.size === 0 || editor.busy}
            onClick={() => relabel(label)}
          >
            {t(`beats.as.${label}`)}
          </button>
        ))}
      </div>
      <AddBeat {...p} onSend={send} fromS={fromS} toS={toS} />
      {mine && editor.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {editor.error}
        </p>
      )}
    </section>
  );
}

/** Add a missed beat: its time in the strip (a click on the strip fills it) and its label. */
function AddBeat({
  fs,
  startTime,
  editor,
  addAtS,
  onAddAt,
  onSend,
  fromS,
  toS,
}: Props & {
  onSend: (...bodies: Parameters<BeatEditor['edit']>) => void;
  fromS: number;
  toS: number;
}) {
  const { t } = useTranslation('disclosure', { useSuspense: true });
  const id = useId();
  const [label, setLabel] = useState<(typeof ADDED_BEAT_LABELS)[number]>('N');
  const offset = addAtS === undefined ? '' : (addAtS - fromS).toFixed(2);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-labelledby={`${id}-add`}
      onSubmit={(e) => {
        e.preventDefault();
        if (addAtS === undefined) return;
        onSend({ kind: 'add-beat', sample: Math.round(addAtS * fs), label });
        onAddAt(undefined);
      }}
    >
      <p id={`${id}-add`} className="w-full text-sm font-medium">
        {t('beats.addTitle')}
      </p>
      <label className="text-sm">
        <span className="block">{t('beats.addAt')}</span>
        <input
          type="number"
          className={`${inputClass} w-28`}
          min={0}
          max={(toS - fromS).toFixed(2)}
          step={0.01}
          value={offset}
          aria-describedby={`${id}-at`}
          onChange={(e) =>
            onAddAt(e.target.value === '' ? undefined : fromS + Number(e.target.value))
          }
        />
      </label>
      <label className="text-sm">
        <span className="block">{t('beats.addLabel')}</span>
        <select
          className={inputClass}
          value={label}
          onChange={(e) => setLabel(e.target.value as typeof label)}
        >
          {ADDED_BEAT_LABELS.map((l) => (
            <option key={l} value={l}>
              {t(`labels.${l}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className={buttonClass()}
        disabled={addAtS === undefined || editor.busy}
      >
        {t('beats.add')}
      </button>
      <p id={`${id}-at`} className="w-full text-xs text-gray-700 dark:text-gray-300">
        {addAtS === undefined
          ? t('beats.addHint')
          : t('beats.addAtTime', { time: beatTime(startTime, addAtS) })}
      </p>
    </form>
  );
}
