import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import type { DisclosurePage } from '@heartcheck/contracts/disclosure';
import { drawPage, PALETTES } from './draw-page';
import { decodeEnvelope, ROW_PX, rowAt } from './layout';
import { useDarkTheme } from './useDarkTheme';

interface Props {
  page: DisclosurePage;
  widthPx: number;
  rowTimes: readonly string[];
  selectedRow: number | undefined;
  onRow: (row: number, atS: number) => void;
  /** The accessible name: the table below is the text alternative. */
  label: string;
}

/** One page of the full disclosure on a canvas; a click picks a row (and a moment in it). */
export function DisclosureCanvas({ page, widthPx, rowTimes, selectedRow, onRow, label }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const dark = useDarkTheme();
  const envelope = useMemo(() => decodeEnvelope(page.envelope), [page]);
  const heightPx = page.rows.length * ROW_PX;

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const started = performance.now();
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(widthPx * ratio);
    element.height = Math.round(heightPx * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawPage(ctx, page, envelope, {
      widthPx,
      palette: PALETTES[dark ? 'dark' : 'light'],
      rowTimes,
      selectedRow,
    });
    // The draw time, read by the browser benchmark (docs/performance.md).
    element.dataset.drawMs = (performance.now() - started).toFixed(1);
    element.dataset.drawnAt = performance.now().toFixed(1);
    element.dataset.drawnPage = String(page.page);
  }, [page, envelope, widthPx, heightPx, dark, rowTimes, selectedRow]);

  const onClick = (event: MouseEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = rowAt(event.clientX - box.left, event.clientY - box.top, widthPx, page);
    if (at) onRow(at.row, at.atS);
  };

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      data-testid="disclosure-canvas"
      style={{ width: widthPx, height: heightPx }}
      className="block cursor-pointer"
      onClick={onClick}
    />
  );
}
