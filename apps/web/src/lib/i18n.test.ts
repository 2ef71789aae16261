import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateLocaleOf, directionOf, fetchBackend } from './i18n';

afterEach(() => vi.unstubAllGlobals());

function read(language: string, namespace: string) {
  return new Promise<[unknown, unknown]>((resolve) =>
    fetchBackend.read(language, namespace, (error, data) => resolve([error, data])),
  );
}

describe('language helpers', () => {
  it('gives the direction and date locale of a language', () => {
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('ar-XB')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(dateLocaleOf('en-GB')).toBe('en');
    expect(dateLocaleOf('ar-XB')).toBe('ar');
  });
});

describe('translation backend', () => {
  it('reads /locales/<lng>/<ns>.json', async () => {
    const fetchMock = vi.fn(async () => Response.json({ hello: 'Hello' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await read('en', 'settings')).toEqual([null, { hello: 'Hello' }]);
    expect(fetchMock).toHaveBeenCalledWith('/locales/en/settings.json', expect.anything());
  });

  it('asks i18next to retry network failures and server errors, not a missing file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect((await read('en', 'x'))[1]).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await read('en', 'x'))[1]).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    expect((await read('en', 'x'))[1]).toBe(false);
  });
});

describe('offered languages', () => {
  it('offers the pseudo-locale only when the server configuration lists it, English always', async () => {
    const { availableLanguages, setAvailableLanguages } = await import('./i18n');
    await setAvailableLanguages(['en']);
    expect(availableLanguages()).toEqual(['en']);
    await setAvailableLanguages(['en', 'ar-XB', 'xx']);
    expect(availableLanguages()).toEqual(['en', 'ar-XB']);
    await setAvailableLanguages([]);
    expect(availableLanguages()).toEqual(['en']);
  });
});

describe('numbers inside right-to-left text', () => {
  it('isolates interpolated values left to right in RTL languages only', async () => {
    const { isolatingFormatter } = await import('./i18n');
    expect(isolatingFormatter.format('-2.73', undefined, 'ar-XB', {})).toBe('\u2066-2.73\u2069');
    expect(isolatingFormatter.format(72, undefined, 'ar', {})).toBe('\u206672\u2069');
    expect(isolatingFormatter.format('-2.73', undefined, 'en', {})).toBe('-2.73');
  });
});
