import { buttonClass, mutedClass } from '@/components/ui/controls';

/**
 * Previous / "Page N of M" / Next under a paged list. The texts come from the caller's
 * namespace, so each list keeps its own words; `className` places the bar in its card.
 * `layout="summary"` shows the position first (announced as it changes, e.g. "Showing 1–10 of
 * 23 · Page 1 of 3") and both buttons after it.
 */
export function Pager({
  page,
  pages,
  onPage,
  label,
  previous,
  next,
  position,
  layout = 'between',
  className = 'flex items-center justify-between gap-2',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
  previous: string;
  next: string;
  /** "Page 2 of 5", already translated. */
  position: string;
  layout?: 'between' | 'summary';
  className?: string;
}) {
  const previousButton = (
    <button
      type="button"
      className={buttonClass()}
      disabled={page <= 1}
      onClick={() => onPage(page - 1)}
    >
      {previous}
    </button>
  );
  const nextButton = (
    <button
      type="button"
      className={buttonClass()}
      disabled={page >= pages}
      onClick={() => onPage(page + 1)}
    >
      {next}
    </button>
  );
  if (layout === 'summary')
    return (
      <nav aria-label={label} className={className}>
        <p className={mutedClass} aria-live="polite">
          {position}
        </p>
        <div className="flex gap-2">
          {previousButton}
          {nextButton}
        </div>
      </nav>
    );
  return (
    <nav aria-label={label} className={className}>
      {previousButton}
      <span className={mutedClass}>{position}</span>
      {nextButton}
    </nav>
  );
}
