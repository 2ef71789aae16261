/** The user's picture, or their initials on a tinted disc when they have none. */
export function Avatar({
  src,
  name,
  size = 'h-9 w-9 text-sm',
}: {
  src: string;
  name: string;
  size?: string;
}) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?';
  if (src)
    return (
      <img
        src={src}
        alt=""
        className={`${size} shrink-0 rounded-full object-cover ring-2 ring-primary-subtle`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${size} grid shrink-0 place-items-center rounded-full bg-primary-subtle font-semibold text-primary-deep dark:text-primary-mild`}
    >
      {initials}
    </span>
  );
}
