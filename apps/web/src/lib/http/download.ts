import { apiClient } from './api-client';

/** Downloads an authenticated API file (PDF, JSON) and saves it under the server's file name. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await apiClient.get<Blob>(url, { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const href = URL.createObjectURL(response.data);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
