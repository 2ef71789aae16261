import fs from 'node:fs';
import path from 'node:path';
import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiClient } from '@/lib/http/api-client';

/**
 * Page-level tests render a real screen with the real English translation files and answer its
 * REST calls at the network boundary (the axios adapter), with payloads the contracts' zod
 * schemas have checked, so a screen test breaks when the contract drifts. A key missing from
 * the translation files fails the test, as the browser suite's missing-key handler does.
 */

const LOCALES = path.resolve(import.meta.dirname, '../../public/locales/en');

export const missingKeys: string[] = [];

/**
 * jsdom has no layout: charts measure their width with ResizeObserver, so pages see one
 * observation of an 800 px wide box, as a desktop browser would report.
 */
class FixedWidthObserver {
  private readonly callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element): void {
    const entry = { target, contentRect: { width: 800, height: 300 } } as ResizeObserverEntry;
    queueMicrotask(() => this.callback([entry], this));
  }
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= FixedWidthObserver as unknown as typeof ResizeObserver;

async function englishI18n(): Promise<i18n> {
  const resources: Record<string, unknown> = {};
  for (const file of fs.readdirSync(LOCALES))
    resources[file.replace(/\.json$/, '')] = JSON.parse(
      fs.readFileSync(path.join(LOCALES, file), 'utf8'),
    ) as unknown;
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: resources as Record<string, Record<string, string>> },
    ns: Object.keys(resources),
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => missingKeys.push(`${namespace}:${key}`),
  });
  return instance;
}

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

export interface ApiRoute {
  method?: string;
  /** The path after /api, e.g. `/results` or a pattern. */
  url: string | RegExp;
  status?: number;
  body: unknown;
  /** The answer waits for this (a test sees the screen while the request is on its way). */
  hold?: Promise<void>;
}

/** Answers the REST client's calls from `routes`; an unknown call answers 404. */
/**
 * The URL as the server sees it: the typed client passes query parameters to axios as `params`
 * (undefined ones are left out, as axios does), so a mock can match or assert `?version=1`.
 */
function withQuery(url: string, params: unknown): string {
  const entries = Object.entries((params ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined,
  );
  if (entries.length === 0) return url;
  return `${url}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

export function mockApi(routes: ApiRoute[]): ApiCall[] {
  const calls: ApiCall[] = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = withQuery(config.url ?? '', config.params);
    const body: unknown =
      typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    calls.push({ method, url, body });
    // A route naming the query string wins over one naming only the path.
    const matches = (r: ApiRoute, target: string) =>
      (r.method ?? 'GET') === method &&
      (typeof r.url === 'string' ? r.url === target : r.url.test(target));
    const route =
      routes.find((r) => matches(r, url)) ??
      routes.find((r) => matches(r, url.split('?')[0] ?? url));
    if (route?.hold) await route.hold;
    const status = route ? (route.status ?? 200) : 404;
    const response = {
      data: route ? route.body : { message: 'Not found.' },
      status,
      statusText: String(status),
      headers: new AxiosHeaders(),
      config,
    };
    if (status >= 300)
      return Promise.reject(
        new AxiosError(
          `Request failed with status code ${status}`,
          'ERR_BAD_RESPONSE',
          config,
          {},
          response,
        ),
      );
    return Promise.resolve(response);
  };
  return calls;
}

/** Renders `element` at `url` (matched by `route`, e.g. `/reviews/:id`) with the English texts. */
export async function renderPage(
  element: ReactElement,
  options: { url: string; route?: string; wrap?: (page: ReactElement) => ReactElement },
): Promise<void> {
  const instance = await englishI18n();
  const router = createMemoryRouter(
    [
      { path: options.route ?? options.url, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [options.url] },
  );
  const page = (
    <I18nextProvider i18n={instance}>
      <Suspense fallback={<p>loading texts</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </I18nextProvider>
  );
  render(options.wrap ? options.wrap(page) : page);
}
