import dayjs from 'dayjs';
import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

// Registered at import so screens shown before translations load still find the instance.
void i18n.use(initReactI18next);

/** Default and fallback language (spec §9). */
export const DEFAULT_LANGUAGE = 'en';
/** Languages written right to left. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ar-XB']);

export function directionOf(language: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(language) || RTL_LANGUAGES.has(language.split('-')[0]!) ? 'rtl' : 'ltr';
}

/**
 * Translation files are read over HTTP: at most 10 parallel reads, 5 retries, the first after
 * 350 ms and doubling each time (spec §9; i18next doubles retryTimeout itself).
 */
export async function initI18n(language: string = DEFAULT_LANGUAGE): Promise<typeof i18n> {
  await i18n.use(HttpBackend).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'ar-XB'],
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
  return i18n;
}

/** Changing language also changes the date locale and the page direction (spec §4). */
export async function changeLanguage(language: string): Promise<void> {
  await i18n.changeLanguage(language);
  dayjs.locale(language.split('-')[0] === 'en' ? 'en' : language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export { i18n };
