/** A spinning ring beside a text that says what is loading (the ring is hidden from screen readers). */
export function Spinner({ label: text }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      <span>{text}</span>
    </span>
  );
}
