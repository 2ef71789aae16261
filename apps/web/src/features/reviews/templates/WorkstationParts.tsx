import { useTranslation } from 'react-i18next';
import type { Workstation as WorkstationView } from '@heartcheck/contracts/review-edits';
import { buttonClass } from '@/components/ui/controls';
import type { TemplateEdits } from './useTemplateEdits';

const KEY_HELP = ['move', 'select', 'open', 'label', 'merge', 'split', 'undo', 'episodes'];

/** Which report version the edits go to (or why nothing can be edited), and the keys. */
export function WorkstationStatus({ ws }: { ws: WorkstationView }) {
  const { t } = useTranslation('workstation', { useSuspense: true });
  return (
    <>
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
    </>
  );
}

/** The edit buttons, each with the key that does the same. */
export function WorkstationToolbar({
  ws,
  busy,
  edits,
}: {
  ws: WorkstationView;
  busy: boolean;
  edits: TemplateEdits;
}) {
  const { t } = useTranslation('workstation', { useSuspense: true });
  return (
    <div className="mb-3 flex flex-wrap gap-2" role="toolbar" aria-label={t('title')}>
      {(['N', 'S', 'V', 'A'] as const).map((l) => (
        <button
          key={l}
          type="button"
          className={buttonClass()}
          disabled={busy}
          onClick={() => edits.label(l)}
          aria-keyshortcuts={l}
        >
          {t('actions.label', { label: t(`labels.${l}`) })}
        </button>
      ))}
      <button
        type="button"
        className={buttonClass()}
        disabled={busy || edits.selected.size < 2}
        onClick={edits.merge}
        aria-keyshortcuts="M"
      >
        {t('actions.merge')}
      </button>
      <button
        type="button"
        className={buttonClass()}
        disabled={busy || edits.beats.size === 0}
        onClick={edits.split}
        aria-keyshortcuts="X"
      >
        {t('actions.split')}
      </button>
      <button
        type="button"
        className={buttonClass()}
        disabled={busy || !ws.canUndo}
        onClick={edits.undo}
        aria-keyshortcuts="Control+Z"
      >
        {t('actions.undo')}
      </button>
      <button
        type="button"
        className={buttonClass()}
        disabled={busy || !ws.canRedo}
        onClick={edits.redo}
        aria-keyshortcuts="Control+Shift+Z"
      >
        {t('actions.redo')}
      </button>
    </div>
  );
}
