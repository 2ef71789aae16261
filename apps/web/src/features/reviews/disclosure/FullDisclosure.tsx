import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DISCLOSURE_ROW_SECONDS,
  DISCLOSURE_ROWS_PER_PAGE,
} from '@heartcheck/contracts/disclosure-layout';
import type { DisclosurePage } from '@heartcheck/contracts/disclosure';
import type { EventView } from '@heartcheck/contracts/results';
import { CaliperFrame } from '@/components/ecg-charts/CaliperFrame';
import { EcgStripViewer } from '@/components/ecg-charts/EcgStripViewer';
import { useWidth } from '@/components/ecg-charts/useWidth';
import { clockAt } from '@/lib/format/clock';
import { DisclosureCanvas } from './DisclosureCanvas';
import { DisclosureTrend } from './DisclosureTrend';
import { pageOfMinute, pxPerSecond, TIME_COLUMN_PX } from './layout';
import { PageControls } from './PageControls';
import { RowsTable } from './RowsTable';
import { useDisclosurePage } from './useDisclosurePage';
import type { BeatEditor } from '../templates/useWorkstation';
import { StripBeats } from './StripBeats';
import { beatsBetween } from './strip-beats';

interface Props {
  orderId: string;
  durationS: number;
  startTime: string | null;
  hrPerMinute: (number | null)[];
  events: readonly EventView[];
  /** Changes with every workstation edit: the labels are fetched again. */
  labelsRevision?: string | undefined;
  /** The workstation's edits: the opened row's beats are relabelled and added through it. */
  editor?: BeatEditor | undefined;
}

/** Single premature beats are too many to list; the episodes are what a reviewer jumps to. */
const isEpisode = (e: EventView) => !e.kind.endsWith('-beat');
const MAX_LISTED = 500;

/** The episodes to jump to, in time order, at most MAX_LISTED. */
const listedEpisodes = (events: readonly EventView[]) =>
  events
    .filter(isEpisode)
    .slice()
    .sort((a, b) => a.atS - b.atS)
    .slice(0, MAX_LISTED);

/** "09:30" (or "+1:30" without a start time) of `s` seconds into the recording. */
const timeOf = (startTime: string | null, s: number) =>
  clockAt(startTime, s).split(', ').pop() ?? '';

/**
 * Full disclosure (issue 20 item 1): every minute of the recording, 30 one-minute rows a page,
 * with the beat labels above the complexes (the engine's, as the workstation's edits correct them) and the heart-rate trend as a navigator.
 * PageDown/PageUp (also → ← j k) turn pages, Home/End go to the first and last, ↓/↑ pick a row
 * and Enter opens it at 25 mm/s with calipers.
 */
export function FullDisclosure({
  orderId,
  durationS,
  startTime,
  hrPerMinute,
  events,
  labelsRevision,
  editor,
}: Props) {
  const { t } = useTranslation('disclosure', { useSuspense: true });
  const { ref, width } = useWidth<HTMLDivElement>(1000);
  const [page, setPage] = useState(0);
  const [row, setRow] = useState<number | undefined>();
  const [open, setOpen] = useState<{ atS: number; n: number } | undefined>();
  const pages = useDisclosurePage(orderId, page, t('loadError'), labelsRevision);
  const { data, stale, error } = pages;
  const shownPage = data ?? stale;
  const pageCount =
    shownPage?.pageCount ??
    Math.max(1, Math.ceil(durationS / (DISCLOSURE_ROW_SECONDS * DISCLOSURE_ROWS_PER_PAGE)));
  const rowTimes = useMemo(
    () => shownPage?.rows.map((r) => timeOf(startTime, r.fromS)) ?? [],
    [shownPage, startTime],
  );
  const episodes = useMemo(() => listedEpisodes(events), [events]);

  const goPage = (n: number) => {
    setPage(Math.max(0, Math.min(pageCount - 1, n)));
    setRow(undefined);
  };
  const goMinute = (minute: number) => {
    const at = pageOfMinute(minute, DISCLOSURE_ROWS_PER_PAGE, pageCount);
    setPage(at.page);
    setRow(at.row);
    return at;
  };
  const openRow = (r: number, atS = DISCLOSURE_ROW_SECONDS / 2) => {
    setRow(r);
    const fromS = (page * DISCLOSURE_ROWS_PER_PAGE + r) * DISCLOSURE_ROW_SECONDS;
    setOpen((o) => ({ atS: fromS + atS, n: (o?.n ?? 0) + 1 }));
  };
  const rows = shownPage?.rows.length ?? DISCLOSURE_ROWS_PER_PAGE;
  const moveRow = (delta: number) => {
    const next = (row ?? (delta > 0 ? -1 : rows)) + delta;
    if (next >= rows && page + 1 < pageCount) goMinute((page + 1) * DISCLOSURE_ROWS_PER_PAGE);
    else if (next < 0 && page > 0) goMinute(page * DISCLOSURE_ROWS_PER_PAGE - 1);
    else setRow(Math.max(0, Math.min(rows - 1, next)));
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const k = event.key;
    if (k === 'PageDown' || k === 'ArrowRight' || k === 'j') goPage(page + 1);
    else if (k === 'PageUp' || k === 'ArrowLeft' || k === 'k') goPage(page - 1);
    else if (k === 'Home') goPage(0);
    else if (k === 'End') goPage(pageCount - 1);
    else if (k === 'ArrowDown') moveRow(1);
    else if (k === 'ArrowUp') moveRow(-1);
    else if (k === 'Enter' && row !== undefined) openRow(row);
    else return;
    event.preventDefault();
  };

  const fromMinute = page * DISCLOSURE_ROWS_PER_PAGE;
  const pageFromS = fromMinute * DISCLOSURE_ROW_SECONDS;
  const pageToS = Math.min(
    durationS,
    pageFromS + DISCLOSURE_ROWS_PER_PAGE * DISCLOSURE_ROW_SECONDS,
  );
  return (
    <div className="space-y-3">
      <div ref={ref} className="w-full">
        <DisclosureTrend
          hrPerMinute={hrPerMinute}
          widthPx={width}
          shown={[fromMinute, fromMinute + rows]}
          marks={episodes.map((e) => ({ minute: e.atS / 60, kind: e.kind }))}
          onMinute={(m) => goMinute(m)}
          title={t('trendTitle')}
        />
      </div>
      <PageControls
        page={page}
        pageCount={pageCount}
        onPage={goPage}
        episodes={episodes}
        startTime={startTime}
        onEpisode={(chosen) => {
          goMinute(chosen.atS / 60);
          // The strip centres a little into the episode, where its beats are.
          const atS = chosen.atS + Math.min(5, chosen.durationS / 2);
          setOpen((o) => ({ atS, n: (o?.n ?? 0) + 1 }));
        }}
      />
      <p className="text-sm font-medium" aria-live="polite" data-testid="disclosure-position">
        {t('position', {
          page: page + 1,
          pages: pageCount,
          from: clockAt(startTime, pageFromS),
          to: timeOf(startTime, pageToS),
        })}
      </p>
      <DisclosureNotices labels={shownPage?.labels} error={error} />
      <CaliperFrame
        pxPerS={pxPerSecond(width, DISCLOSURE_ROW_SECONDS)}
        widthPx={width - TIME_COLUMN_PX}
        offsetPx={TIME_COLUMN_PX}
      >
        <div
          tabIndex={0}
          role="group"
          aria-label={t('pagesLabel')}
          aria-busy={!data}
          onKeyDown={onKey}
          data-testid="disclosure-pages"
          className="overflow-hidden rounded-md border border-rose-200 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-rose-900"
          dir="ltr"
        >
          {shownPage ? (
            <DisclosureCanvas
              page={shownPage}
              widthPx={width}
              rowTimes={rowTimes}
              selectedRow={row}
              onRow={(r, atS) => openRow(r, atS)}
              label={t('canvasLabel', { page: shownPage.page + 1 })}
            />
          ) : (
            <p className="p-3 text-sm">{t('loading')}</p>
          )}
        </div>
      </CaliperFrame>
      <p className="text-xs text-gray-600 dark:text-gray-300">{t('scale')}</p>
      {shownPage && <RowsTable page={shownPage} rowTimes={rowTimes} onOpen={(r) => openRow(r)} />}
      {open && (
        <OpenedRow
          orderId={orderId}
          durationS={durationS}
          startTime={startTime}
          focus={open}
          page={shownPage}
          around={pages.around}
          editor={editor}
        />
      )}
    </div>
  );
}

/** The keys, and why labels or the page are missing when they are. */
function DisclosureNotices({
  labels,
  error,
}: {
  labels: DisclosurePage['labels'] | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation('disclosure', { useSuspense: true });
  return (
    <>
      <p className="text-xs text-gray-700 dark:text-gray-300">{t('keys')}</p>
      {labels === 'unavailable' && (
        <p className="rounded-md border border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          {t('labelsUnavailable')}
        </p>
      )}
      {labels === 'corrected' && (
        <p className="text-sm font-medium" data-testid="disclosure-labels-corrected">
          {t('labelsCorrected')}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * The row the cardiologist opened, at 25 mm/s with calipers, its beats' labels above the trace;
 * where they may edit, its beats to relabel one by one and a missed beat to add (StripBeats).
 */
function OpenedRow({
  orderId,
  durationS,
  startTime,
  focus,
  page,
  around,
  editor,
}: {
  orderId: string;
  durationS: number;
  startTime: string | null;
  focus: { atS: number; n: number };
  page: DisclosurePage | undefined;
  /** The page shown and those either side, in order: the strip's beats are listed from them. */
  around: readonly DisclosurePage[];
  editor: BeatEditor | undefined;
}) {
  const { t } = useTranslation('disclosure', { useSuspense: true });
  const [win, setWin] = useState<[number, number] | undefined>();
  const onWindow = useCallback((from: number, to: number) => setWin([from, to]), []);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [addAtS, setAddAtS] = useState<number | undefined>();
  const fs = page?.samplingRate ?? 1;
  const known = useMemo(() => around.flatMap((p) => p.beats ?? []), [around]);
  const beats = useMemo(
    () => (win ? beatsBetween(known, fs, win[0], win[1]) : []),
    [known, fs, win],
  );
  const span = pagesSpan(around);
  const editing = editor?.editable === true && Boolean(page?.beats);
  const marks = useMemo(
    () => [
      ...beats.map((b) => ({
        atS: b.sample / fs,
        text: b.added ? `${b.label}+` : b.label,
        strong: chosen.has(b.beat),
      })),
      ...(editing && addAtS !== undefined ? [{ atS: addAtS, text: '+', strong: true }] : []),
    ],
    [beats, fs, chosen, editing, addAtS],
  );
  const choose = (beat: number) =>
    setChosen((c) => {
      const next = new Set(c);
      if (!next.delete(beat)) next.add(beat);
      return next;
    });
  return (
    <section aria-labelledby="disclosure-row-title" className="space-y-2">
      <h3 id="disclosure-row-title" className="text-lg font-semibold">
        {t('rowTitle', { time: clockAt(startTime, focus.atS, true) })}
      </h3>
      <EcgStripViewer
        orderId={orderId}
        durationS={durationS}
        startTime={startTime}
        focus={focus}
        calipers
        marks={marks}
        onWindow={onWindow}
        onPick={editing ? setAddAtS : undefined}
      />
      {editing && editor && win && (
        <StripBeats
          beats={beats}
          fs={fs}
          startTime={startTime}
          window={win}
          pastPage={win[0] < span[0] || win[1] > span[1]}
          editor={editor}
          chosen={chosen}
          onChoose={choose}
          onClear={() => setChosen(new Set())}
          addAtS={addAtS}
          onAddAt={setAddAtS}
        />
      )}
    </section>
  );
}

/** Seconds from the recording's start that `pages` (in order, adjacent) cover. */
function pagesSpan(pages: readonly DisclosurePage[]): [number, number] {
  const first = pages[0];
  const last = pages.at(-1);
  if (!first || !last) return [0, 0];
  return [
    first.fromSample / first.samplingRate,
    last.fromSample / last.samplingRate + last.rows.length * last.rowSeconds,
  ];
}
