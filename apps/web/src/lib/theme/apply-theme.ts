import { LAYOUT_SIZE_VARIABLES } from './constants';
import { CSS_VARIABLES, schemeColours, type SchemeColours } from './schemes';
import { useThemeStore, type ThemeSettings } from './theme-store';

/**
 * Applies the theme to the document root: the mode class (`dark`), the scheme's colours as CSS
 * custom properties (allowed by the CSP, unlike inline style attributes in HTML), the text
 * direction and the control size.
 */
export function applyTheme(
  settings: Pick<ThemeSettings, 'themeSchema' | 'mode' | 'direction' | 'controlSize'>,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.toggle('dark', settings.mode === 'dark');
  root.classList.toggle('light', settings.mode === 'light');
  const colours = schemeColours(settings.themeSchema, settings.mode);
  for (const [key, variable] of Object.entries(CSS_VARIABLES))
    root.style.setProperty(variable, colours[key as keyof SchemeColours]);
  for (const [variable, px] of Object.entries(LAYOUT_SIZE_VARIABLES))
    root.style.setProperty(variable, `${px}px`);
  root.dir = settings.direction;
  root.dataset.controlSize = settings.controlSize;
}

let stop: (() => void) | undefined;

/** Applies the stored theme now and again whenever scheme, mode, direction or size change. */
export function startThemeSync(): () => void {
  stop?.();
  applyTheme(useThemeStore.getState());
  stop = useThemeStore.subscribe((state, previous) => {
    if (
      state.themeSchema !== previous.themeSchema ||
      state.mode !== previous.mode ||
      state.direction !== previous.direction ||
      state.controlSize !== previous.controlSize
    )
      applyTheme(state);
  });
  return stop;
}
