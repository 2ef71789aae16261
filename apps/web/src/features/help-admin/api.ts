import { isAxiosError } from 'axios';
import { apiClient } from '@/lib/http/api-client';

export interface Article {
  id: string;
  title: string;
  category: string;
  tableOfContent: { id: string; label: string }[];
  authors: { name: string; img: string }[];
  tags: { id: string; label: string }[];
  starred: boolean;
  published: boolean;
  updateTime: string;
  updateTimeStamp: number;
  createdBy: string;
  content: string;
}

export const TOPIC_IDS = ['howToGuide', 'theData', 'accountManagement', 'tipsToImprove'] as const;
export type SortKey = 'title' | 'category' | 'updateTime' | 'updateTimeStamp';

export interface ManageListParams {
  pageIndex: number;
  pageSize: number;
  sort: { order: 'asc' | 'desc' | ''; key: SortKey | '' };
  query: string;
  category?: string[];
}

/** GET /api/helps/manage/articles (axios: sort[order]=…&sort[key]=…&category[]=…). */
export async function fetchManageList(
  params: ManageListParams,
  signal?: AbortSignal,
): Promise<{ list: Article[]; total: number }> {
  const { category, ...rest } = params;
  return (
    await apiClient.get<{ list: Article[]; total: number }>('/helps/manage/articles', {
      params: category && category.length > 0 ? { ...rest, category } : rest,
      signal,
    })
  ).data;
}

export async function fetchManageArticle(
  id: string,
  signal?: AbortSignal,
): Promise<Article | null> {
  try {
    return (
      await apiClient.get<Article>(`/helps/manage/articles/${encodeURIComponent(id)}`, { signal })
    ).data;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

export interface ArticleInput {
  title: string;
  category: string;
  content: string;
  tags: string[];
  published: boolean;
  starred: boolean;
}

export async function createArticle(input: ArticleInput): Promise<Article> {
  return (await apiClient.post<Article>('/helps/manage/articles', input)).data;
}

export async function updateArticle(id: string, patch: Partial<ArticleInput>): Promise<Article> {
  return (await apiClient.patch<Article>(`/helps/manage/articles/${encodeURIComponent(id)}`, patch))
    .data;
}

export async function deleteArticle(id: string): Promise<void> {
  await apiClient.delete(`/helps/manage/articles/${encodeURIComponent(id)}`);
}

/** The server's message for a failed save, or a general one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string') return data.message;
  }
  return fallback;
}
