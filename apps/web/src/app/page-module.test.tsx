import { fireEvent, render, screen } from '@testing-library/react';
import type { BackendModule, ReadCallback } from 'i18next';
import { Suspense, useState, type ComponentType } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { pageModule } from './page-module';

/** Translation files served a task later, as over the network; the namespaces asked for. */
const asked: string[] = [];
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(_language: string, namespace: string, callback: ReadCallback) {
    asked.push(namespace);
    setTimeout(() => callback(null, { title: `The ${namespace} page` }), 0);
  },
};

beforeAll(async () => {
  await i18n.use(backend).init({
    lng: 'en',
    ns: ['translation'],
    defaultNS: 'translation',
    react: { useSuspense: true },
  });
});

/** A page that reads its title from `namespace`, as the feature pages do. */
const titled = (namespace: string) =>
  function Page() {
    const { t } = useTranslation(namespace);
    return <h1>{t('title')}</h1>;
  };

function Shell({ Page }: { Page: ComponentType }) {
  const [renders, setRenders] = useState(0);
  return (
    <I18nextProvider i18n={i18n}>
      <button onClick={() => setRenders(renders + 1)}>shell {renders}</button>
      <Suspense fallback={<p>Loading page…</p>}>
        <Page />
      </Suspense>
    </I18nextProvider>
  );
}

describe('pageModule', () => {
  it('renders a preloaded page at once, its translations already read', async () => {
    const page = pageModule(async () => titled('results'), ['results']);
    await page.preload();
    expect(asked).toContain('results');
    render(<Shell Page={page.Component} />);
    expect(screen.queryByText('Loading page…')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('The results page');
  });

  it('loads a page not preloaded behind the fallback, and keeps it mounted after', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>count {count}</button>;
    }
    const page = pageModule(async () => Counter, ['orders']);
    render(<Shell Page={page.Component} />);
    expect(screen.getByText('Loading page…')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'count 0' }));
    expect(asked).toContain('orders');
    // The shell renders again once the page has loaded: the page keeps its state (not remounted).
    fireEvent.click(screen.getByRole('button', { name: 'shell 0' }));
    expect(screen.getByRole('button', { name: 'shell 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'count 1' })).toBeInTheDocument();
  });

  it('fetches a page again after a failed attempt, rather than remembering the failure', async () => {
    let attempts = 0;
    const page = pageModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return titled('diary');
    }, ['diary']);
    await expect(page.preload()).rejects.toThrow('chunk failed');
    await page.preload();
    expect(attempts).toBe(2);
    render(<Shell Page={page.Component} />);
    expect(screen.getByRole('heading').textContent).toBe('The diary page');
  });
});
