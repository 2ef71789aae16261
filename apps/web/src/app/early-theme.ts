/**
 * Before anything else loads: the stored mode and direction (the persisted theme, spec §3, key
 * `theme`) on the document root, so a dark-mode page does not flash white while the app's code
 * arrives. The app applies the whole theme (colours, sizes) when it starts (lib/theme).
 */
export function applyStoredModeEarly(root: HTMLElement = document.documentElement): void {
  let stored: { state?: { mode?: unknown; direction?: unknown } } | null;
  try {
    stored = JSON.parse(localStorage.getItem('theme') ?? 'null') as typeof stored;
  } catch {
    return;
  }
  const mode = stored?.state?.mode;
  if (mode === 'dark' || mode === 'light') {
    root.classList.toggle('dark', mode === 'dark');
    root.classList.toggle('light', mode === 'light');
  }
  const direction = stored?.state?.direction;
  if (direction === 'ltr' || direction === 'rtl') root.dir = direction;
}
