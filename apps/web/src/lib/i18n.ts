import dayjs from 'dayjs';
import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { useThemeStore, type Direction } from './theme/theme-store';

// Registered at import so screens shown before translations load still find the instance.
void i18n.use(initReactI18next);

/** Default and fallback language (spec §9). */
export const DEFAULT_LANGUAGE = 'en';
/** English plus the right-to-left pseudo-locale generated at build time from the English files. */
export const SUPPORTED_LANGUAGES = ['en', 'ar-XB'] as const;
/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'language';
/** Languages written right to left. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ar-XB']);

export function directionOf(language: string): Direction {
  return RTL_LANGUAGES.has(language) || RTL_LANGUAGES.has(language.split('-')[0]!) ? 'rtl' : 'ltr';
}

/** The date library's locale for a language (the pseudo-locale uses Arabic dates). */
export function dateLocaleOf(language: string): string {
  const base = language.split('-')[0]!;
  return base === 'en' ? 'en' : base;
}

const dateLocales: Record<string, () => Promise<unknown>> = {
  ar: () => import('dayjs/locale/ar'),
};

async function setDateLocale(language: string): Promise<void> {
  const locale = dateLocaleOf(language);
  await dateLocales[locale]?.();
  dayjs.locale(locale);
}

function storedLanguage(): string {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
      ? value
      : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Translation files are read over HTTP: at most 10 parallel reads, 5 retries, the first after
 * 350 ms and doubling each time (spec §9; i18next doubles retryTimeout itself).
 */
export async function initI18n(language: string = storedLanguage()): Promise<typeof i18n> {
  await i18n.use(HttpBackend).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    react: { useSuspense: false },
  });
  await setDateLocale(language);
  document.documentElement.lang = language;
  return i18n;
}

/** Changing language also changes the date locale and the page direction (spec §4). */
export async function changeLanguage(language: string): Promise<void> {
  await i18n.changeLanguage(language);
  await setDateLocale(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  document.documentElement.lang = language;
  // The theme store owns the direction; the theme sync writes it to <html dir>.
  useThemeStore.getState().setDirection(directionOf(language));
}

export { i18n };
