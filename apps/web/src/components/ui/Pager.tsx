import { buttonClass, mutedClass } from '@/components/ui/controls';

/**
 * Previous / "Page N of M" / Next under a paged list. The texts come from the caller's
 * namespace, so each list keeps its own words; `className` places the bar in its card.
 */
export function Pager({
  page,
  pages,
  onPage,
  label,
  previous,
  next,
  position,
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
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <button
        type="button"
        className={buttonClass()}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {previous}
      </button>
      <span className={mutedClass}>{position}</span>
      <button
        type="button"
        className={buttonClass()}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}
