/** One template drawn as overlaid member beats (thin) under its average (bold), in SVG. */
export function TemplateWave({
  mean,
  overlay,
  scaleUv,
  highlight,
}: {
  mean: number[];
  overlay: number[][];
  /** µV from the middle line to the edge: one scale for every tile, so sizes compare. */
  scaleUv: number;
  /** Overlay lines to draw in the selection colour. */
  highlight?: boolean[];
}) {
  const points = Math.max(mean.length, overlay[0]?.length ?? 0, 2);
  const w = 120;
  const h = 80;
  const path = (wave: number[]) =>
    wave
      .map((v, i) => {
        const x = (i / (points - 1)) * w;
        const y = h / 2 - (Math.max(-scaleUv, Math.min(scaleUv, v)) / scaleUv) * (h / 2 - 2);
        return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
      })
      .join('');
  return (
    <svg viewBox={`0 0 ${w} ${h}`} className="h-20 w-full" aria-hidden="true">
      {overlay.map((wave, i) => (
        <path
          key={i}
          d={path(wave)}
          fill="none"
          strokeWidth={highlight?.[i] ? 1.6 : 0.7}
          className={
            highlight?.[i]
              ? 'stroke-amber-500 dark:stroke-amber-300'
              : 'stroke-sky-400/70 dark:stroke-sky-300/60'
          }
        />
      ))}
      {mean.length > 0 && (
        <path
          d={path(mean)}
          fill="none"
          strokeWidth={1.8}
          className="stroke-gray-900 dark:stroke-gray-50"
        />
      )}
    </svg>
  );
}

/** The scale all tiles share: the largest excursion of any average (at least 0.5 mV). */
export function commonScale(means: number[][]): number {
  let max = 500;
  for (const m of means) for (const v of m) max = Math.max(max, Math.abs(v));
  return max * 1.1;
}
