import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_DELAY_MS, installLinkPrefetch, pagePreloadFor } from './link-prefetch';
import { protectedRoutes } from './routes';

const BASE = 'https://heartcheck.example/home';
const route = (key: string) => protectedRoutes.find((r) => r.key === key)!;

describe('the page behind a link', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the signed-in route its address matches, with parameters, query and hash', async () => {
    const details = vi.spyOn(route('orderDetails'), 'preload').mockResolvedValue();
    const results = vi.spyOn(route('results'), 'preload').mockResolvedValue();
    await pagePreloadFor('/order-details/42?tab=diary#top', BASE)?.();
    expect(details).toHaveBeenCalledOnce();
    await pagePreloadFor('https://heartcheck.example/results', BASE)?.();
    expect(results).toHaveBeenCalledOnce();
  });

  it('is a public page opened by its address', () => {
    expect(pagePreloadFor('/share/abc', BASE)).toBeTypeOf('function');
    expect(pagePreloadFor('/legal/terms', BASE)).toBeTypeOf('function');
  });

  it('is nothing for another origin, an unknown address or one that is not an address', () => {
    expect(pagePreloadFor('https://elsewhere.example/results', BASE)).toBeUndefined();
    expect(pagePreloadFor('//elsewhere.example/results', BASE)).toBeUndefined();
    expect(pagePreloadFor('/no/such/page', BASE)).toBeUndefined();
    expect(pagePreloadFor('mailto:help@heartcheck.example', BASE)).toBeUndefined();
    expect(pagePreloadFor('http://[bad', BASE)).toBeUndefined();
  });
});

describe('fetching a page when the user is about to open it', () => {
  let fetched: string[];
  let uninstall: () => void;
  const preloadFor = (href: string) => {
    const path = new URL(href).pathname;
    return path === '/missing' ? undefined : () => (fetched.push(path), Promise.resolve());
  };

  beforeEach(() => {
    vi.useFakeTimers();
    fetched = [];
    document.body.innerHTML = `
      <nav>
        <a id="results" href="/results"><svg></svg><span id="label">Results</span></a>
        <a id="orders" href="/OrderList">Orders</a>
        <a id="pdf" href="/results" download>PDF</a>
        <a id="tab" href="/results" target="_blank">New tab</a>
        <a id="missing" href="/missing">Missing</a>
        <button id="button">Not a link</button>
      </nav>`;
    uninstall = installLinkPrefetch(document, preloadFor);
  });

  afterEach(() => {
    uninstall();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  const el = (id: string) => document.getElementById(id)!;
  const pointer = (type: string, target: Element, init: PointerEventInit = {}) =>
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', ...init }));

  it('fetches once the pointer has rested on a link, from any element inside it', () => {
    pointer('pointerover', el('label'));
    vi.advanceTimersByTime(HOVER_DELAY_MS - 1);
    expect(fetched).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fetched).toEqual(['/results']);
  });

  it('fetches nothing for a pointer passing over on its way elsewhere', () => {
    pointer('pointerover', el('results'));
    pointer('pointerout', el('results'), { relatedTarget: el('orders') });
    pointer('pointerover', el('orders'));
    vi.advanceTimersByTime(HOVER_DELAY_MS);
    expect(fetched).toEqual(['/OrderList']);
  });

  it('fetches nothing once the pointer has left the link for somewhere that is not a link', () => {
    pointer('pointerover', el('results'));
    vi.advanceTimersByTime(HOVER_DELAY_MS / 2);
    pointer('pointerout', el('results'), { relatedTarget: document.querySelector('nav') });
    vi.advanceTimersByTime(HOVER_DELAY_MS);
    expect(fetched).toEqual([]);
  });

  it('keeps waiting while the pointer moves between the parts of one link', () => {
    pointer('pointerover', el('results'));
    vi.advanceTimersByTime(HOVER_DELAY_MS / 2);
    pointer('pointerout', el('results'), { relatedTarget: el('label') });
    pointer('pointerover', el('label'));
    vi.advanceTimersByTime(HOVER_DELAY_MS / 2 + 1);
    expect(fetched).toEqual(['/results']);
  });

  it('fetches at once on a press (touch or mouse) or keyboard focus', () => {
    pointer('pointerdown', el('results'), { pointerType: 'touch' });
    el('orders').focus();
    expect(fetched).toEqual(['/results', '/OrderList']);
  });

  it('leaves alone downloads, new-tab links, addresses with no page, and other elements', () => {
    for (const id of ['pdf', 'tab', 'missing', 'button']) {
      pointer('pointerdown', el(id));
      pointer('pointerover', el(id));
    }
    el('button').focus();
    vi.advanceTimersByTime(HOVER_DELAY_MS);
    expect(fetched).toEqual([]);
  });

  it('does not take a touch for a hover (the press that follows fetches)', () => {
    pointer('pointerover', el('results'), { pointerType: 'touch' });
    vi.advanceTimersByTime(HOVER_DELAY_MS);
    expect(fetched).toEqual([]);
  });

  it('swallows a failed fetch (the page reports it when it renders) and stops when removed', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk failed')));
    uninstall();
    uninstall = installLinkPrefetch(document, () => failing);
    el('results').focus();
    await vi.runAllTimersAsync();
    expect(failing).toHaveBeenCalledOnce();
    uninstall();
    el('orders').focus();
    pointer('pointerover', el('results'));
    vi.advanceTimersByTime(HOVER_DELAY_MS);
    expect(failing).toHaveBeenCalledOnce();
  });
});
