import { apiClient } from './api-client';
import { restUrl, type RestOptions, type RestPath } from './rest';

/**
 * Downloads an authenticated file of a declared GET operation (a PDF, FHIR JSON) and saves it
 * under the server's file name.
 */
export async function downloadFile<P extends RestPath<'get'>>(
  path: P,
  options: Pick<RestOptions<'get', P>, 'path' | 'query'>,
  fallbackName: string,
): Promise<void> {
  const response = await apiClient.get<Blob>(restUrl(path, options.path ?? {}), {
    params: options.query,
    responseType: 'blob',
  });
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
