import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDABLE_EPISODES, type AddableEpisode } from '@heartcheck/contracts/review-choices';
import type { ReviewedEpisodeView, ReviewEditInput } from '@heartcheck/contracts/review-edits';
import { buttonClass, inputClass, labelClass } from '@/components/ui/controls';
import { ChangeType } from './ChangeType';
import { EditButtons } from './EditButtons';
import { secondsOfValue, spanBounds, spanUnit, spanValue, type RecordingClock } from './span-clock';

const seconds = (samples: number, fs: number) => Math.round((samples / fs) * 10) / 10;

/**
 * The episodes, least confident first, each with confirm, reject, adjust, change of type and its
 * strip; with a row focused, C confirms, R rejects and T opens the change of type. An episode changed to another type keeps
 * only its strip (it is edited through the one it became). Below, a form adds an episode the
 * engine missed.
 */
export function EpisodeList({
  episodes,
  total,
  fs,
  clock,
  editable,
  onEdit,
  onShow,
}: {
  episodes: ReviewedEpisodeView[];
  total: number;
  fs: number;
  /** The recording's start (if known) and length: onsets and offsets are entered as clock times. */
  clock: RecordingClock;
  editable: boolean;
  onEdit: (edit: ReviewEditInput) => void;
  onShow: (atS: number) => void;
}) {
  const { t } = useTranslation('workstation');
  const typeName = (type: string) => t(`episodes.types.${type}`, { defaultValue: type });
  const [adjusting, setAdjusting] = useState<string | undefined>();
  const [changing, setChanging] = useState<string | undefined>();
  const open = (key: string, form: 'adjust' | 'change') => {
    setAdjusting(form === 'adjust' && adjusting !== key ? key : undefined);
    setChanging(form === 'change' && changing !== key ? key : undefined);
  };
  return (
    <section aria-labelledby="episodes-title">
      <h3 id="episodes-title" className="mb-1 font-semibold">
        {t('episodes.title')}
      </h3>
      <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">
        {t('episodes.shown', { shown: episodes.length, total })}
      </p>
      {episodes.length === 0 ? (
        <p className="text-sm">{t('episodes.none')}</p>
      ) : (
        <ul className="max-h-96 space-y-1 overflow-auto" aria-label={t('episodes.title')}>
          {episodes.map((e) => (
            <li
              key={e.key}
              tabIndex={0}
              data-testid={`episode-${e.key}`}
              onKeyDown={(k) => {
                if (!editable || e.changedTo || k.target !== k.currentTarget) return;
                if (k.key === 'c' || k.key === 'C') onEdit({ kind: 'confirm-episode', key: e.key });
                if (k.key === 'r' || k.key === 'R') onEdit({ kind: 'reject-episode', key: e.key });
                if (k.key === 't' || k.key === 'T') open(e.key, 'change');
              }}
              className={`rounded border border-gray-200 p-2 text-sm focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400 dark:border-gray-700 ${
                e.status === 'rejected' ? 'opacity-60' : ''
              }`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">{typeName(e.type)}</span>
                <span>
                  <bdi>
                    {e.startTime ? (
                      <time dateTime={e.startTime}>{e.startTime.replace('T', ' ')}</time>
                    ) : (
                      t('episodes.atS', { value: seconds(e.startSample, fs) })
                    )}
                  </bdi>{' '}
                  · <bdi>{t('episodes.seconds', { value: Math.round(e.durationS * 10) / 10 })}</bdi>
                </span>
                <span>
                  {t('episodes.confidence')}:{' '}
                  {e.confidence === null ? t('episodes.noConfidence') : e.confidence.toFixed(2)}
                  {e.uncertain ? ` (${t('episodes.uncertain')})` : ''}
                </span>
                <span className="font-medium">
                  {t(`episodes.statuses.${e.status}`)}
                  {e.adjusted ? ` · ${t('episodes.adjusted')}` : ''}
                  {e.changedTo
                    ? ` · ${t('episodes.changedTo', { type: typeName(e.changedTo) })}`
                    : ''}
                  {e.changedFrom
                    ? ` · ${t('episodes.changedFrom', { type: typeName(e.changedFrom) })}`
                    : ''}
                </span>
              </div>
              <div className="mt-1 flex flex-wrap gap-1">
                <button
                  type="button"
                  className={buttonClass('plain')}
                  onClick={() => onShow(e.startSample / fs)}
                >
                  {t('episodes.strip')}
                </button>
                {editable && !e.changedTo && (
                  <EditButtons
                    episodeKey={e.key}
                    open={
                      adjusting === e.key ? 'adjust' : changing === e.key ? 'change' : undefined
                    }
                    onEdit={onEdit}
                    onOpen={(form) => open(e.key, form)}
                  />
                )}
              </div>
              {changing === e.key && (
                <ChangeType
                  episodeKey={e.key}
                  type={e.type}
                  onEdit={onEdit}
                  onDone={() => setChanging(undefined)}
                />
              )}
              {adjusting === e.key && (
                <SpanForm
                  idPrefix={`adjust-${e.key}`}
                  clock={clock}
                  start={e.startSample / fs}
                  end={e.endSample / fs}
                  submitLabel={t('episodes.save')}
                  onCancel={() => setAdjusting(undefined)}
                  onSubmit={(s, end) => {
                    setAdjusting(undefined);
                    onEdit({
                      kind: 'adjust-episode',
                      key: e.key,
                      startSample: Math.round(s * fs),
                      endSample: Math.round(end * fs),
                    });
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && <AddEpisode fs={fs} clock={clock} onEdit={onEdit} />}
    </section>
  );
}

function AddEpisode({
  fs,
  clock,
  onEdit,
}: {
  fs: number;
  clock: RecordingClock;
  onEdit: (edit: ReviewEditInput) => void;
}) {
  const { t } = useTranslation('workstation');
  const [type, setType] = useState<AddableEpisode>('AF');
  return (
    <section aria-labelledby="add-episode-title" className="mt-3">
      <h4 id="add-episode-title" className="font-semibold">
        {t('episodes.addTitle')}
      </h4>
      <p id="add-episode-hint" className="mb-1 text-sm text-gray-700 dark:text-gray-300">
        {t('episodes.addHint')}
      </p>
      <label className={labelClass} htmlFor="add-episode-type">
        {t('episodes.addType')}
      </label>
      <select
        id="add-episode-type"
        aria-describedby="add-episode-hint"
        className={inputClass}
        value={type}
        onChange={(e) => setType(e.target.value as typeof type)}
      >
        {ADDABLE_EPISODES.map((x) => (
          <option key={x} value={x}>
            {t(`episodes.types.${x}`)}
          </option>
        ))}
      </select>
      <SpanForm
        idPrefix="add-episode"
        clock={clock}
        start={0}
        end={Math.min(30, clock.durationS)}
        submitLabel={t('episodes.add')}
        onSubmit={(s, end) =>
          onEdit({
            kind: 'add-episode',
            type,
            startSample: Math.round(s * fs),
            endSample: Math.round(end * fs),
          })
        }
      />
    </section>
  );
}

function SpanForm({
  idPrefix,
  clock,
  start,
  end,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  clock: RecordingClock;
  /** Seconds from the recording's start. */
  start: number;
  end: number;
  submitLabel: string;
  onSubmit: (start: number, end: number) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('workstation');
  const unit = spanUnit(clock);
  const [s, setS] = useState(() => spanValue(clock, unit, start));
  const [e, setE] = useState(() => spanValue(clock, unit, end));
  const [wrong, setWrong] = useState<string | undefined>();
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const from = secondsOfValue(clock, unit, s);
    const to = secondsOfValue(clock, unit, e);
    if (from === undefined || to === undefined) return setWrong(t('episodes.outside'));
    if (to <= from) return setWrong(t('episodes.endBeforeStart'));
    setWrong(undefined);
    onSubmit(from, to);
  };
  const input = {
    className: inputClass,
    required: true,
    ...(unit === 'seconds'
      ? { type: 'number', min: 0, max: Math.floor(clock.durationS), step: '0.1' }
      : { type: unit === 'time' ? 'time' : 'datetime-local', step: 1, ...spanBounds(clock, unit) }),
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2" noValidate>
      <div>
        <label className={labelClass} htmlFor={`${idPrefix}-onset`}>
          {t(`episodes.onset.${unit}`)}
        </label>
        <input
          id={`${idPrefix}-onset`}
          {...input}
          value={s}
          onChange={(x) => setS(x.target.value)}
        />
      </div>
      <div>
        <label className={labelClass} htmlFor={`${idPrefix}-offset`}>
          {t(`episodes.offset.${unit}`)}
        </label>
        <input
          id={`${idPrefix}-offset`}
          {...input}
          value={e}
          onChange={(x) => setE(x.target.value)}
        />
      </div>
      <button type="submit" className={buttonClass('solid')}>
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className={buttonClass('plain')} onClick={onCancel}>
          {t('episodes.cancel')}
        </button>
      )}
      {wrong && (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {wrong}
        </p>
      )}
    </form>
  );
}
