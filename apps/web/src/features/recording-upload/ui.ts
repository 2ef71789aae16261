import { apiClient } from '@/lib/http/api-client';

/** Control classes of this feature (kept in step with features/results/ui.ts) (the app's look: primary colour, rounded, dark variants). */
export const buttonSolid =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-primary-deep px-4 py-2 text-sm font-semibold text-white hover:bg-primary-deep/90 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonDefault =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';
export const inputClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-primary dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100';
export const labelClass = 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200';
export const cardClass =
  'rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900';
export const linkClass =
  'font-medium text-primary-deep underline underline-offset-2 hover:no-underline dark:text-blue-300';
export const mutedText = 'text-gray-600 dark:text-gray-300';

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

/** The API's message for a failed request, or a generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
    return data.message;
  return fallback;
}

/** "2026-01-05T09:00:00" + seconds → "Mon 5 Jan 09:00". */
export function clockAt(startTime: string | null, seconds: number, withSeconds = false): string {
  if (!startTime) {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = Math.floor(seconds % 60);
    return `+${h}:${String(m).padStart(2, '0')}${withSeconds ? `:${String(s).padStart(2, '0')}` : ''}`;
  }
  const d = new Date(new Date(`${startTime}Z`).getTime() + seconds * 1000);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
  }).format(d);
}
