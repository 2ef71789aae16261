import { describe, expect, it } from 'vitest';
import { applyTheme } from './apply-theme';
import { SCHEME_NAMES, schemes } from './schemes';

describe('applyTheme', () => {
  it('toggles the mode class and writes the scheme’s colours for the mode', () => {
    const root = document.createElement('html');
    applyTheme({ themeSchema: 'green', mode: 'dark', direction: 'rtl', controlSize: 'lg' }, root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.getPropertyValue('--hc-primary')).toBe(schemes.green.dark.primary);
    expect(root.style.getPropertyValue('--hc-neutral')).toBe(schemes.green.dark.neutral);
    expect(root.dir).toBe('rtl');
    expect(root.dataset.controlSize).toBe('lg');
    expect(root.style.getPropertyValue('--hc-side-nav-width')).toBe('290px');

    applyTheme({ themeSchema: '', mode: 'light', direction: 'ltr', controlSize: 'md' }, root);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.getPropertyValue('--hc-primary-deep')).toBe(
      schemes.default.light.primaryDeep,
    );
  });

  it('defines five colours in light and dark for each of the five schemes', () => {
    expect(SCHEME_NAMES).toEqual(['default', 'dark', 'green', 'purple', 'orange']);
    for (const name of SCHEME_NAMES)
      for (const mode of ['light', 'dark'] as const)
        expect(Object.keys(schemes[name][mode]).sort()).toEqual(
          ['neutral', 'primary', 'primaryDeep', 'primaryMild', 'primarySubtle'].sort(),
        );
  });
});
