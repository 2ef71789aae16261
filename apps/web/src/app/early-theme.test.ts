import { afterEach, describe, expect, it } from 'vitest';
import { useThemeStore } from '@/lib/theme/theme-store';
import { applyStoredModeEarly } from './early-theme';

const root = document.documentElement;
afterEach(() => {
  root.className = '';
  root.dir = '';
});

describe('the stored mode and direction, applied before the app loads', () => {
  it('reads what the theme store persisted', () => {
    useThemeStore.getState().setMode('dark');
    useThemeStore.getState().setDirection('rtl');
    root.className = '';
    root.dir = '';
    applyStoredModeEarly();
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.dir).toBe('rtl');
    useThemeStore.getState().setMode('light');
    applyStoredModeEarly();
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.classList.contains('light')).toBe(true);
  });

  it('leaves the page alone with nothing or nonsense stored', () => {
    applyStoredModeEarly();
    expect(root.className).toBe('');
    localStorage.setItem('theme', '{not json');
    applyStoredModeEarly();
    localStorage.setItem('theme', JSON.stringify({ state: { mode: 'purple', direction: 'up' } }));
    applyStoredModeEarly();
    expect(root.className).toBe('');
    expect(root.dir).toBe('');
  });
});
