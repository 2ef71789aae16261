import { pagePreloadAt, type PagePreload } from './page-preload';

/** Fetches a page's code and translations (and, for a signed-in page, its layout's). */
type Preload = PagePreload['preload'];

/**
 * The preload of the page a link's address opens in this app, or undefined for another origin
 * or an address with no page of its own.
 */
export function pagePreloadFor(href: string, base: string): Preload | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(base).origin) return undefined;
  return pagePreloadAt(url.pathname)?.preload;
}

/**
 * How long the pointer rests on a link before its page is fetched: a pointer passing over a
 * menu on its way elsewhere fetches nothing. 65 ms is instant.page's hover delay (Dieulot A.,
 * instant.page, 2019: after 65 ms of hovering there is about one chance in two that the link is
 * clicked, and on average some 300 ms remain before the click), which is long beside the few
 * tens of milliseconds a page's code and translations take from our own server.
 */
export const HOVER_DELAY_MS = 65;

/** The in-app link an event happened on, when following it stays in this tab. */
function linkOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return undefined;
  return link;
}

/**
 * Fetches the page behind a link as soon as the user shows they are about to follow it: the
 * pointer resting on it, a press (touch or mouse, before the click), or keyboard focus. A page
 * fetched only on the click keeps the old page on screen, with no sign the click was taken,
 * until its code and translations arrive (the router navigates in a transition): a round trip or
 * two. Measured in Chromium with 100 ms of added latency and a 300 ms hover, the menu's pages
 * showed 45-70 ms after the click instead of 162-336 ms (docs/performance.md, "Following a
 * link"). Returns a function that removes the listeners.
 */
export function installLinkPrefetch(
  root: Document,
  preloadFor: (href: string) => Preload | undefined,
): () => void {
  let pending: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
  const cancel = () => {
    if (pending) clearTimeout(pending.timer);
    pending = undefined;
  };
  const fetchNow = (link: HTMLAnchorElement) => {
    // A failed fetch is tried again when the page renders, which reports it there.
    void preloadFor(link.href)?.().catch(() => undefined);
  };
  const onPointerOver = (event: PointerEvent) => {
    const link = linkOf(event.target);
    if (!link || event.pointerType === 'touch' || pending?.link === link) return;
    cancel();
    pending = { link, timer: setTimeout(() => (cancel(), fetchNow(link)), HOVER_DELAY_MS) };
  };
  const onPointerOut = (event: PointerEvent) => {
    // Leaving the link (not moving between its own children) before the delay: fetch nothing.
    if (
      !pending ||
      (event.relatedTarget instanceof Node && pending.link.contains(event.relatedTarget))
    )
      return;
    if (linkOf(event.target) === pending.link) cancel();
  };
  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    if (link) fetchNow(link);
  };
  root.addEventListener('pointerover', onPointerOver);
  root.addEventListener('pointerout', onPointerOut);
  root.addEventListener('pointerdown', onIntent);
  root.addEventListener('focusin', onIntent);
  return () => {
    cancel();
    root.removeEventListener('pointerover', onPointerOver);
    root.removeEventListener('pointerout', onPointerOut);
    root.removeEventListener('pointerdown', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
