import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from './api-client';
import { rest } from './rest';

/** What the typed client hands the HTTP client (the adapter is the network boundary). */
function capture(seen: InternalAxiosRequestConfig[], data: unknown) {
  apiClient.defaults.adapter = async (config) => {
    seen.push(config);
    return { data, status: 200, statusText: '200', headers: new AxiosHeaders(), config };
  };
}

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

describe('rest', () => {
  it('fills the declared path and sends a JSON body', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    capture(seen, { id: 's1' });
    await rest('post', '/api/shares', { body: { orderId: 'o/1', report: 'results', days: 7 } });
    await rest('delete', '/api/shares/{id}', { path: { id: 'a b/c' } });
    expect(seen.map((c) => [c.method, c.url])).toEqual([
      ['post', '/shares'],
      ['delete', '/shares/a%20b%2Fc'],
    ]);
    expect(seen[0]!.data).toBe(JSON.stringify({ orderId: 'o/1', report: 'results', days: 7 }));
    expect(AxiosHeaders.from(seen[0]!.headers).getContentType()).toBe('application/json');
  });

  it('sends bytes with their own type, or as application/octet-stream', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    capture(seen, { avatarUrl: '/api/avatars/u1' });
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    const saved = await rest('put', '/api/avatars/me', { bytes: image });
    await rest('put', '/api/recording-uploads/{id}/chunks', {
      path: { id: 'u1' },
      query: { offset: 0 },
      bytes: image.slice(0, 2),
    });
    expect(saved).toEqual({ avatarUrl: '/api/avatars/u1' });
    expect(seen[0]!.data).toBe(image);
    expect(AxiosHeaders.from(seen[0]!.headers).getContentType()).toBe('image/png');
    expect(AxiosHeaders.from(seen[1]!.headers).getContentType()).toBe('application/octet-stream');
    expect(seen[1]!.params).toEqual({ offset: 0 });
  });
});
