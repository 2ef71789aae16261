import { isAxiosError } from 'axios';
import type { Article, ArticleSearch, CategoriesResponse } from '@heartcheck/contracts/help';
import { apiClient } from '@/lib/http/api-client';

export async function fetchCategories(signal?: AbortSignal): Promise<CategoriesResponse> {
  return (await apiClient.get<CategoriesResponse>('/helps/categories', { signal })).data;
}

/** POST /api/helps/articles: a text query takes priority over the topic; neither lists all. */
export async function searchArticles(
  body: ArticleSearch,
  signal?: AbortSignal,
): Promise<Article[]> {
  const data = (await apiClient.post<unknown>('/helps/articles', body, { signal })).data;
  // Spec §5: a search result that is not a list counts as no articles.
  return Array.isArray(data) ? (data as Article[]) : [];
}

/** GET /api/helps/articles/{id}; null when there is no such (published) article. */
export async function fetchArticle(id: string, signal?: AbortSignal): Promise<Article | null> {
  try {
    return (await apiClient.get<Article>(`/helps/articles/${encodeURIComponent(id)}`, { signal }))
      .data;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}
