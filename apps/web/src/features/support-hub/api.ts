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
