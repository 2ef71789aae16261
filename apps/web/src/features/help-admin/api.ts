import { isAxiosError } from 'axios';
import type { ListParams } from '@heartcheck/contracts/common';
import type {
  Article,
  ArticleInputBody,
  ArticlePage,
  ArticlePatch,
} from '@heartcheck/contracts/help';
import type { ManageSortKey } from '@heartcheck/contracts/help-topics';
import { apiClient } from '@/lib/http/api-client';

export interface ManageListParams extends ListParams<ManageSortKey> {
  category?: string[];
}

/** GET /api/helps/manage/articles (axios: sort[order]=…&sort[key]=…&category[]=…). */
export async function fetchManageList(
  params: ManageListParams,
  signal?: AbortSignal,
): Promise<ArticlePage> {
  const { category, ...rest } = params;
  return (
    await apiClient.get<ArticlePage>('/helps/manage/articles', {
      params: category && category.length > 0 ? { ...rest, category } : rest,
      signal,
    })
  ).data;
}

export async function createArticle(input: ArticleInputBody): Promise<Article> {
  return (await apiClient.post<Article>('/helps/manage/articles', input)).data;
}

export async function updateArticle(id: string, patch: ArticlePatch): Promise<Article> {
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
