import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '@/lib/http/api-client';

export type Band = 'below' | 'within' | 'above' | 'unavailable';

export interface IndexCard {
  id: 'pns' | 'sns' | 'stress' | 'averageHeartRate' | 'respiratoryRate' | 'rrInterval';
  label: string;
  value: number | null;
  unit: string;
  display: string;
  low: number;
  high: number;
  rangeDisplay: string;
  band: Band;
  reading: string;
  articleId: string;
}

export interface SummaryFigure {
  id: string;
  label: string;
  display: string;
}

export interface ResultsView {
  orderId: string;
  orderNumber: string;
  status: string;
  resultsReadyAt: string | null;
  recording: {
    startTime: string | null;
    durationS: number;
    analysableS: number;
    samplingRate: number;
    totalSamples: number;
    format: string;
  };
  indices: IndexCard[];
  summary: SummaryFigure[];
  dayNight: { day: IndexCard[]; night: IndexCard[] };
  nightWindows: [number, number][];
  warnings: string[];
}

export interface Charts {
  hrPerMinute: (number | null)[];
  tachogram: {
    bucketS: number;
    meanMs: (number | null)[];
    minMs: (number | null)[];
    maxMs: (number | null)[];
  };
  poincare: [number, number][];
}

export interface EcgEventView {
  id: string;
  kind: string;
  label: string;
  atS: number;
  durationS: number;
  value: number;
  startTime: string | null;
}

export interface ResultsDetail extends ResultsView {
  charts: Charts;
  events: EcgEventView[];
}

export interface ShareLink {
  id: string;
  orderId: string;
  report: 'results' | 'cardiac';
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
  active: boolean;
  views: number;
  lastViewedAt: string | null;
}

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/** GET an API path (or nothing while `path` is undefined). */
export function useApi<T>(path: string | undefined): Loaded<T> {
  const [tick, setTick] = useState(0);
  const key = path === undefined ? undefined : `${path}#${tick}`;
  const [state, setState] = useState<{
    key: string | undefined;
    data: T | undefined;
    error: unknown;
  }>({
    key: undefined,
    data: undefined,
    error: undefined,
  });
  useEffect(() => {
    if (!path || !key) return;
    let live = true;
    apiClient.get<T>(path).then(
      (response) => live && setState({ key, data: response.data, error: undefined }),
      (error: unknown) => live && setState({ key, data: undefined, error }),
    );
    return () => {
      live = false;
    };
  }, [path, key]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const current = state.key === key;
  return {
    data: current || state.key?.startsWith(`${path}#`) ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: key !== undefined && !current,
    reload,
  };
}
