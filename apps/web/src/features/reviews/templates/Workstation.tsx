import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  BeatLabel,
  ReviewEditInput,
  Workstation as WorkstationView,
} from '@heartcheck/contracts/review-edits';
import { apiClient } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { buttonClass, cardClass } from '@/components/ui/controls';
import { EpisodeList } from '../episodes/EpisodeList';
import { AuditList } from './AuditList';
import { BeatPicker } from './BeatPicker';
import { CountsPanel } from './CountsPanel';
import { TemplateTiles } from './TemplateTiles';

const LABEL_KEYS: Record<string, BeatLabel> = { n: 'N', s: 'S', v: 'V', a: 'A' };
const KEY_HELP = ['move', 'select', 'open', 'label', 'merge', 'split', 'undo', 'episodes'];

/**
 * The cardiologist's workstation on one recording (issue 20 items 2, 3, 6): beat templates to
 * relabel, merge and split, the engine's episodes to confirm, reject, adjust or add, the figures
 * the server recomputes after each edit, undo/redo and the audit. Keyboard first (keys listed
 * on screen); every edit goes to the server, whose answer is what the screen shows.
 */
export function Workstation({
  orderId,
  onShow,
}: {
  orderId: string;
  onShow: (atS: number) => void;
}) {
  // suspends until the workstation's texts are loaded: no key is ever shown untranslated
  const { t } = useTranslation('workstation', { useSuspense: true });
  const [ws, setWs] = useState<WorkstationView | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [beats, setBeats] = useState<Set<number>>(new Set());
  const [focusId, setFocusId] = useState<number | undefined>();
  const [open, setOpen] = useState<number | undefined>();
  const base = `/reviews/${orderId}`;

  useEffect(() => {
    apiClient.get<WorkstationView>(`${base}/workstation`).then(
      (r) => setWs(r.data),
      (e: unknown) => setError(errorMessage(e, t('loadError'))),
    );
  }, [base, t]);

  const send = useCallback(
    async (path: string, bodies: (ReviewEditInput | undefined)[]) => {
      setBusy(true);
      setError(undefined);
      try {
        for (const body of bodies)
          setWs((await apiClient.post<WorkstationView>(`${base}${path}`, body ?? {})).data);
      } catch (e) {
        setError(errorMessage(e, t('loadError')));
      } finally {
        setBusy(false);
      }
    },
    [base, t],
  );
  const edit = (...bodies: ReviewEditInput[]) => send('/edits', bodies);

  if (!ws)
    return error ? (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {error}
      </p>
    ) : (
      <p>{t('loading')}</p>
    );

  const tiles = ws.templates;
  const openTile = tiles.find((x) => x.id === open);
  const targets = () => (selected.size ? [...selected] : focusId !== undefined ? [focusId] : []);
  const label = (l: BeatLabel) => {
    if (beats.size) {
      void edit({ kind: 'relabel-beats', beats: [...beats], label: l });
      setBeats(new Set());
    } else
      void edit(
        ...targets().map((id) => ({ kind: 'relabel-template' as const, templateId: id, label: l })),
      );
  };
  const merge = () => {
    const chosen = tiles.filter((x) => selected.has(x.id));
    if (chosen.length < 2) return;
    void edit(
      ...chosen.slice(1).map((x) => ({ kind: 'merge' as const, from: x.id, into: chosen[0]!.id })),
    );
    setSelected(new Set());
  };
  const split = () => {
    if (open === undefined || beats.size === 0) return;
    void edit({ kind: 'split', templateId: open, beats: [...beats] });
    setBeats(new Set());
  };
  const undo = () => ws.canUndo && void send('/edits/undo', [undefined]);
  const redo = () => ws.canRedo && void send('/edits/redo', [undefined]);
  const toggle = <T,>(set: Set<T>, v: T) => {
    const next = new Set(set);
    if (!next.delete(v)) next.add(v);
    return next;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const el = e.target as HTMLElement;
    if (!ws.editable || busy || el.closest('input, select, textarea, form')) return;
    const key = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && key === 'z') {
      e.preventDefault();
      if (e.shiftKey) redo();
      else undo();
    } else if ((e.ctrlKey || e.metaKey) && key === 'y') {
      e.preventDefault();
      redo();
    } else if (e.ctrlKey || e.metaKey || e.altKey || el.closest('[data-keys="episodes"]')) return;
    else if (LABEL_KEYS[key]) {
      e.preventDefault();
      label(LABEL_KEYS[key]);
    } else if (key === 'm') merge();
    else if (key === 'x') split();
    else if (key === 'escape') {
      setSelected(new Set());
      setBeats(new Set());
    }
  };

  return (
    <section className={cardClass} aria-labelledby="workstation-title" onKeyDown={onKeyDown}>
      <h2 id="workstation-title" className="mb-2 text-xl font-semibold">
        {t('title')}
      </h2>
      {ws.editable ? (
        <p className="mb-2 text-sm">
          {ws.reportVersion === null ? t('firstEdit') : t('version', { version: ws.reportVersion })}
        </p>
      ) : (
        <p
          className="mb-2 rounded border border-amber-400 bg-amber-50 p-2 text-sm dark:border-amber-300 dark:bg-amber-950"
          role="note"
        >
          {t('readOnly', { reason: ws.readOnlyReason })}
        </p>
      )}
      <details className="mb-3 text-sm" open>
        <summary className="cursor-pointer font-medium">{t('keysTitle')}</summary>
        <ul className="mt-1 list-disc ps-5">
          {KEY_HELP.map((k) => (
            <li key={k}>{t(`keys.${k}`)}</li>
          ))}
        </ul>
      </details>
      {ws.editable && (
        <div className="mb-3 flex flex-wrap gap-2" role="toolbar" aria-label={t('title')}>
          {(['N', 'S', 'V', 'A'] as const).map((l) => (
            <button
              key={l}
              type="button"
              className={buttonClass()}
              disabled={busy}
              onClick={() => label(l)}
              aria-keyshortcuts={l}
            >
              {t('actions.label', { label: t(`labels.${l}`) })}
            </button>
          ))}
          <button
            type="button"
            className={buttonClass()}
            disabled={busy || selected.size < 2}
            onClick={merge}
            aria-keyshortcuts="M"
          >
            {t('actions.merge')}
          </button>
          <button
            type="button"
            className={buttonClass()}
            disabled={busy || beats.size === 0}
            onClick={split}
            aria-keyshortcuts="X"
          >
            {t('actions.split')}
          </button>
          <button
            type="button"
            className={buttonClass()}
            disabled={busy || !ws.canUndo}
            onClick={undo}
            aria-keyshortcuts="Control+Z"
          >
            {t('actions.undo')}
          </button>
          <button
            type="button"
            className={buttonClass()}
            disabled={busy || !ws.canRedo}
            onClick={redo}
            aria-keyshortcuts="Control+Shift+Z"
          >
            {t('actions.redo')}
          </button>
        </div>
      )}
      <p aria-live="polite" className="min-h-5 text-sm">
        {busy ? t('working') : ''}
      </p>
      {error && (
        <p role="alert" className="mb-2 text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          <TemplateTiles
            tiles={tiles}
            selected={selected}
            open={open}
            focusId={focusId}
            onFocus={setFocusId}
            onToggle={(id) => setSelected((s) => toggle(s, id))}
            onOpen={(id) => {
              setOpen(open === id ? undefined : id);
              setBeats(new Set());
            }}
          />
          {openTile && (
            <BeatPicker
              tile={openTile}
              selected={beats}
              onToggle={(b) => setBeats((s) => toggle(s, b))}
            />
          )}
        </div>
        <div className="min-w-0 space-y-4">
          <CountsPanel counts={ws.counts} />
        </div>
      </div>
      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        <div data-keys="episodes" className="min-w-0">
          <EpisodeList
            episodes={ws.episodes}
            total={ws.episodesTotal}
            fs={ws.samplingRate}
            editable={ws.editable}
            onEdit={(e) => void edit(e)}
            onShow={onShow}
          />
        </div>
        <div className="min-w-0">
          <AuditList audit={ws.audit} />
        </div>
      </div>
    </section>
  );
}
