import { useCallback, useEffect, useState } from 'react';
import type { RecordingInfo } from '@heartcheck/contracts/recordings';
import { apiClient } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';

/**
 * The order's recording, upload and analysis as the server has them, read again every second
 * while the analysis is queued or running. `fallbackError` is shown when an error names nothing
 * better.
 */
export function useRecordingInfo(orderId: string, fallbackError: string) {
  const [info, setInfo] = useState<RecordingInfo | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();

  const load = useCallback(() => {
    apiClient.get<RecordingInfo>(`/orders/${orderId}/recording`).then(
      (response) => setInfo(response.data),
      (e: unknown) => setLoadError(errorMessage(e, fallbackError)),
    );
  }, [orderId, fallbackError]);
  useEffect(load, [load]);
  const analysing =
    info?.analysis && (info.analysis.status === 'queued' || info.analysis.status === 'running');
  useEffect(() => {
    if (!analysing) return;
    const timer = setInterval(load, 1000);
    return () => clearInterval(timer);
  }, [analysing, load]);

  return { info, loadError, load };
}
