import i18n, { type BackendModule, type FormatterModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useThemeStore, type Direction } from './theme/theme-store';

// Registered at import so screens shown before translations load still find the instance.
void i18n.use(initReactI18next);

/** Default and fallback language (spec §9). */
export const DEFAULT_LANGUAGE = 'en';
/** English plus the right-to-left pseudo-locale generated at build time from the English files. */
export const SUPPORTED_LANGUAGES = ['en', 'ar-XB'] as const;
/**
 * The languages offered to this user: the server's configuration says (the pseudo-locale is for
 * development and tests only, never offered to customers in production). English until then.
 */
let offeredLanguages: readonly string[] = [DEFAULT_LANGUAGE];

export function availableLanguages(): readonly string[] {
  return offeredLanguages;
}

/** Sets the offered languages; a stored choice no longer offered falls back to English. */
export async function setAvailableLanguages(languages: readonly string[]): Promise<void> {
  offeredLanguages = SUPPORTED_LANGUAGES.filter((language) => languages.includes(language));
  if (!offeredLanguages.includes(DEFAULT_LANGUAGE)) offeredLanguages = [DEFAULT_LANGUAGE];
  if (i18n.isInitialized && !offeredLanguages.includes(i18n.language))
    await changeLanguage(DEFAULT_LANGUAGE);
}

/** A key the code asks for but no translation file has: logged so the browser tests fail on it. */
export const MISSING_KEY_PREFIX = 'i18next::missingKey';

export function reportMissingKey(languages: readonly string[], namespace: string, key: string) {
  console.error(`${MISSING_KEY_PREFIX} ${namespace}:${key} (${languages.join(', ')})`);
}

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

/** LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE (Unicode UAX #9, §2.4). */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * In a right-to-left language every interpolated value (a number, an order number, a time) is a
 * left-to-right isolate, so "-2.73" never shows as "2.73-" and it keeps its order even inside
 * the mirrored pseudo-locale. Left-to-right text is left exactly as it was.
 */
function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return value.toString();
  return JSON.stringify(value);
}

export const isolatingFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  format: (value: unknown, _format: string | undefined, language: string | undefined): string => {
    const text = asText(value);
    // A missing value stays undefined, so i18next still reports it as it did without us.
    if (text === undefined) return value as string;
    return language && directionOf(language) === 'rtl' && text !== ''
      ? `${LRI}${text}${PDI}`
      : text;
  },
  add() {},
  addCached: () => (value: unknown) => asText(value) ?? '',
};

/**
 * Translation files are read over HTTP: at most 10 parallel reads, 5 retries, the first after
 * 350 ms and doubling each time (spec §9; i18next doubles retryTimeout itself).
 */
export async function initI18n(language: string = storedLanguage()): Promise<typeof i18n> {
  await i18n
    .use(fetchBackend)
    .use(isolatingFormatter)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false, alwaysFormat: true },
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      react: { useSuspense: false },
      // Every missing key is reported (no key is ever shown to a user as text).
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) => reportMissingKey(languages, namespace, key),
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
