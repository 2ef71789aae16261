import i18n, { type BackendModule, type ReadCallback } from 'i18next';
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

/** The date library loads with the first page that formats dates, not with the start-up code. */
async function setDateLocale(language: string): Promise<void> {
  const locale = dateLocaleOf(language);
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), dateLocales[locale]?.()]);
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

/** Where a language's namespace file is served from. */
export const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/**
 * Reads translation files over HTTP with fetch. i18next itself queues the reads (at most
 * `maxParallelReads` at once) and retries a read whose callback says so, doubling the wait.
 * Network failures and 5xx/408/429 answers are retried; a missing file (404) is not.
 */
export const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = LOAD_PATH.replace('{{lng}}', language).replace('{{ns}}', namespace);
    fetch(url, { headers: { Accept: 'application/json' } }).then(
      async (response) => {
        if (response.ok) {
          callback(null, (await response.json()) as Record<string, unknown>);
          return;
        }
        const retry = response.status >= 500 || response.status === 408 || response.status === 429;
        callback(`failed loading ${url}: status ${response.status}`, retry);
      },
      (error: unknown) =>
        callback(
          `failed loading ${url}: ${error instanceof Error ? error.message : 'network error'}`,
          true,
        ),
    );
  },
};

/**
 * Translation files are read over HTTP: at most 10 parallel reads, 5 retries, the first after
 * 350 ms and doubling each time (spec §9; i18next doubles retryTimeout itself).
 */
export async function initI18n(language: string = storedLanguage()): Promise<typeof i18n> {
  await i18n.use(fetchBackend).init({
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
    react: { useSuspense: false },
  });
  // English is the date library's built-in locale: nothing to load at start-up.
  if (dateLocaleOf(language) !== 'en') await setDateLocale(language);
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
