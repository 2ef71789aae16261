import { useMemo, type MouseEvent } from 'react';

interface Props {
  hrPerMinute: readonly (number | null)[];
  widthPx: number;
  /** Minutes [from, to) of the page shown, shaded. */
  shown: [number, number];
  /** Episodes' start (minutes), marked under the trend. */
  marks: readonly { minute: number; kind: string }[];
  onMinute: (minute: number) => void;
  title: string;
}

const HEIGHT = 84;
const MARKS_BAND = 10;
const LO = 30;
const HI = 180;

/**
 * The heart-rate trend of the whole recording as the full disclosure's navigator: the page
 * shown is shaded, episodes are ticked below, and a click jumps to that minute.
 */
export function DisclosureTrend({ hrPerMinute, widthPx, shown, marks, onMinute, title }: Props) {
  const minutes = Math.max(1, hrPerMinute.length);
  const x = (minute: number) => (minute / minutes) * widthPx;
  const plot = HEIGHT - MARKS_BAND;
  const y = (bpm: number) => plot - ((Math.max(LO, Math.min(HI, bpm)) - LO) / (HI - LO)) * plot;
  const path = useMemo(() => {
    const parts: string[] = [];
    let pen = false;
    hrPerMinute.forEach((bpm, m) => {
      if (bpm === null) {
        pen = false;
        return;
      }
      parts.push(`${pen ? 'L' : 'M'}${x(m + 0.5).toFixed(1)} ${y(bpm).toFixed(1)}`);
      pen = true;
    });
    return parts.join('');
    // x and y depend only on the width and the series.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hrPerMinute, widthPx]);

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    onMinute(Math.floor(((event.clientX - box.left) / box.width) * minutes));
  };

  return (
    <svg
      width={widthPx}
      height={HEIGHT}
      role="img"
      aria-label={title}
      data-testid="disclosure-trend"
      className="block cursor-pointer"
      onClick={onClick}
    >
      <rect
        x={x(shown[0])}
        width={Math.max(2, x(shown[1]) - x(shown[0]))}
        height={plot}
        className="fill-blue-200/70 dark:fill-sky-800/60"
      />
      {[60, 100, 150].map((bpm) => (
        <line
          key={bpm}
          x1={0}
          x2={widthPx}
          y1={y(bpm)}
          y2={y(bpm)}
          className="stroke-gray-200 dark:stroke-gray-700"
        />
      ))}
      <path d={path} fill="none" strokeWidth={1} className="stroke-gray-900 dark:stroke-gray-100" />
      {marks.map((m, i) => (
        <rect
          key={i}
          x={x(m.minute) - 1}
          y={plot + 2}
          width={2}
          height={MARKS_BAND - 2}
          className={m.kind === 'artefact' ? 'fill-gray-500' : 'fill-red-700 dark:fill-red-300'}
        />
      ))}
    </svg>
  );
}
