import { useEffect } from 'react';
import { useRestQuery } from '@/lib/http/use-rest';
import { errorMessage } from '@/lib/http/error-message';

/**
 * The order's recording, upload and analysis as the server has them, read again every second
 * while the analysis is queued or running (a reload keeps the shown data). `fallbackError` is
 * shown when an error names nothing better.
 */
export function useRecordingInfo(orderId: string, fallbackError: string) {
  const recording = useRestQuery('/api/orders/{orderId}/recording', { path: { orderId } });
  const info = recording.data;
  const loadError = recording.error ? errorMessage(recording.error, fallbackError) : undefined;
  const load = recording.reload;
  const analysing =
    info?.analysis && (info.analysis.status === 'queued' || info.analysis.status === 'running');
  useEffect(() => {
    if (!analysing) return;
    const timer = setInterval(load, 1000);
    return () => clearInterval(timer);
  }, [analysing, load]);

  return { info, loadError, load };
}
