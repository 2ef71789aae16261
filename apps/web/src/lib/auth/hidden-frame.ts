import type {
  ErrorTimeout,
  INavigator,
  IWindow,
  NavigateParams,
  NavigateResponse,
} from 'oidc-client-ts';

/** What oidc-client-ts's callback pages post (and so does silent-renew.ts). */
const MESSAGE_SOURCE = 'oidc-client';
/** oidc-client-ts's default for silent requests (the app does not change it). */
const DEFAULT_TIMEOUT_S = 10;

interface FrameMessage {
  source?: unknown;
  url?: unknown;
}

/**
 * The hidden frame of a silent sign-in (prompt=none), as oidc-client-ts's own IFrameWindow does
 * it, except that the frame is removed once it has answered: the library first navigates it to
 * about:blank and removes it when that loads, one more document in the frame (20-40 ms of main
 * thread while a new tab starts).
 */
class HiddenFrame implements IWindow {
  private frame: HTMLIFrameElement | null;
  private readonly timeoutS: number;
  private readonly library: { ErrorTimeout: typeof ErrorTimeout };
  private dispose: (() => void) | undefined;

  constructor(timeoutS: number, library: { ErrorTimeout: typeof ErrorTimeout }) {
    this.timeoutS = timeoutS;
    this.library = library;
    const frame = document.createElement('iframe');
    frame.style.visibility = 'hidden';
    frame.style.position = 'fixed';
    frame.style.left = '-1000px';
    frame.style.top = '0';
    frame.width = '0';
    frame.height = '0';
    document.body.appendChild(frame);
    this.frame = frame;
  }

  navigate(params: NavigateParams): Promise<NavigateResponse> {
    const target = this.frame?.contentWindow;
    if (!target) return Promise.reject(new Error('Attempted to navigate on a disposed window'));
    const origin = params.scriptOrigin ?? window.location.origin;
    return new Promise<NavigateResponse>((resolve, reject) => {
      const listener = (event: MessageEvent<FrameMessage | null>) => {
        const data = event.data;
        if (event.origin !== origin || data?.source !== MESSAGE_SOURCE) return;
        if (typeof data.url !== 'string') return;
        // Only this frame's answer, or one carrying this request's state (the library's rule).
        let state: string | null;
        try {
          const url = new URL(data.url, 'http://127.0.0.1');
          const part = params.response_mode === 'fragment' ? url.hash : url.search;
          state = new URLSearchParams(part.slice(1)).get('state');
        } catch {
          this.close();
          reject(new Error('Invalid response from window'));
          return;
        }
        if (event.source !== target && state !== params.state) return;
        const url = data.url;
        this.close();
        resolve({ url });
      };
      const timer = setTimeout(() => {
        this.close();
        reject(new this.library.ErrorTimeout('IFrame timed out without a response'));
      }, this.timeoutS * 1000);
      window.addEventListener('message', listener, false);
      this.dispose = () => {
        clearTimeout(timer);
        window.removeEventListener('message', listener, false);
      };
      target.location.replace(params.url);
    });
  }

  close(): void {
    this.dispose?.();
    this.dispose = undefined;
    this.frame?.remove();
    this.frame = null;
  }
}

/** oidc-client-ts's iframe navigator with the frame above; the callback page is silent-renew. */
export class HiddenFrameNavigator implements INavigator {
  private readonly library: { ErrorTimeout: typeof ErrorTimeout };

  constructor(library: { ErrorTimeout: typeof ErrorTimeout }) {
    this.library = library;
  }

  prepare(params: unknown): Promise<IWindow> {
    const timeoutS =
      (params as { silentRequestTimeoutInSeconds?: number } | undefined)
        ?.silentRequestTimeoutInSeconds ?? DEFAULT_TIMEOUT_S;
    return Promise.resolve(new HiddenFrame(timeoutS, this.library));
  }

  callback(url: string): Promise<void> {
    // What the library's IFrameNavigator posts from a callback page to the window that waits.
    window.parent.postMessage(
      { source: MESSAGE_SOURCE, url, keepOpen: false },
      window.location.origin,
    );
    return Promise.resolve();
  }
}
