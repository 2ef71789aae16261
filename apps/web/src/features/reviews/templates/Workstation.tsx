import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass } from '@/components/ui/controls';
import { EpisodeList } from '../episodes/EpisodeList';
import { AuditList } from './AuditList';
import { BeatPicker } from './BeatPicker';
import { PrematureForm } from './PrematureForm';
import { CountsPanel } from './CountsPanel';
import { TemplateTiles } from './TemplateTiles';
import { useTemplateEdits } from './useTemplateEdits';
import { useWorkstation, type BeatEditor } from './useWorkstation';
import { onWorkstationKey } from './workstation-keys';
import { WorkstationStatus, WorkstationToolbar } from './WorkstationParts';

/**
 * The cardiologist's workstation on one recording (issue 20 items 2, 3, 6): beat templates to
 * relabel, merge and split, the engine's episodes to confirm, reject, adjust or add, the figures
 * the server recomputes after each edit, undo/redo and the audit. Keyboard first (keys listed
 * on screen); every edit goes to the server, whose answer is what the screen shows.
 */
export function Workstation({
  orderId,
  onShow,
  onRevision,
  onEditor,
}: {
  orderId: string;
  onShow: (atS: number) => void;
  /** Told a name of the edits so far whenever they change (the disclosure's labels follow). */
  onRevision?: (revision: string) => void;
  /** Given the beat editor the full disclosure's strip edits through, once there is one. */
  onEditor?: (editor: BeatEditor | undefined) => void;
}) {
  // suspends until the workstation's texts are loaded: no key is ever shown untranslated
  const { t } = useTranslation('workstation', { useSuspense: true });
  const { ws, preparing, error, busy, send, edit } = useWorkstation(orderId, t('loadError'));
  const edits = useTemplateEdits(ws, send, edit);
  // the audit lists every edit, undo and redo, newest first: its length and head name the state
  const revision = ws ? `${ws.audit.length}:${ws.audit[0]?.id ?? ''}` : undefined;
  useEffect(() => {
    if (revision !== undefined) onRevision?.(revision);
  }, [revision, onRevision]);
  const editable = ws?.editable ?? false;
  useEffect(() => {
    onEditor?.({ editable, busy, error, edit });
  }, [editable, busy, error, edit, onEditor]);
  useEffect(() => () => onEditor?.(undefined), [onEditor]);

  if (!ws)
    return error ? (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {error}
      </p>
    ) : preparing ? (
      <section className={cardClass} aria-labelledby="workstation-title" aria-busy="true">
        <h2 id="workstation-title" className="mb-2 text-xl font-semibold">
          {t('title')}
        </h2>
        <p role="status" data-testid="workstation-preparing">
          {t('preparing')}
        </p>
      </section>
    ) : (
      <p>{t('loading')}</p>
    );

  const openTile = ws.templates.find((x) => x.id === edits.open);
  return (
    <section
      className={cardClass}
      aria-labelledby="workstation-title"
      onKeyDown={(e) => {
        if (ws.editable && !busy) onWorkstationKey(e, edits);
      }}
    >
      <h2 id="workstation-title" className="mb-2 text-xl font-semibold">
        {t('title')}
      </h2>
      <WorkstationStatus ws={ws} />
      {ws.editable && <WorkstationToolbar ws={ws} busy={busy} edits={edits} />}
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
            tiles={ws.templates}
            selected={edits.selected}
            open={edits.open}
            focusId={edits.focusId}
            onFocus={edits.setFocusId}
            onToggle={edits.toggleTile}
            onOpen={edits.openTile}
          />
          {openTile && (
            <BeatPicker
              tile={openTile}
              selected={edits.beats}
              onToggle={edits.toggleBeat}
              onShow={onShow}
            >
              {ws.editable && (
                <PrematureForm templateId={openTile.id} busy={busy} onEdit={(e) => void edit(e)} />
              )}
            </BeatPicker>
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
            clock={{ start: ws.startTime, durationS: ws.durationS }}
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
