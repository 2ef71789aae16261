import { afterEach, expect } from 'vitest';
import { takeConsoleProblems } from './browser.ts';

// Every browser test: no page it opened asked for a translation key that no file has, or used
// react-i18next before its instance existed. The browser tests visit every route between them.
afterEach(() => {
  expect(takeConsoleProblems(), 'missing translation keys or i18next warnings').toEqual([]);
});
