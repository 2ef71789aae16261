import type { ListParams } from '@heartcheck/contracts/common';
import { isTopicId, type ManageSortKey } from '@heartcheck/contracts/help-topics';
import type { Article, ArticleInputBody, ArticlePatch } from '@heartcheck/contracts/help';
import { rest, type RestOptions } from '@/lib/http/rest';

export interface ManageListParams extends ListParams<ManageSortKey> {
  category?: string[];
}

type ManageListQuery = NonNullable<RestOptions<'get', '/api/helps/manage/articles'>['query']>;

/**
 * The query of GET /api/helps/manage/articles: sort[order]=…&sort[key]=…, and category[]=… only
 * when a topic is chosen.
 */
export function manageListQuery(params: ManageListParams): ManageListQuery {
  const { category, sort, ...rest } = params;
  const topics = (category ?? []).filter(isTopicId);
  return {
    ...rest,
    'sort[order]': sort.order,
    'sort[key]': sort.key,
    ...(topics.length > 0 ? { category: topics } : {}),
  };
}

export async function createArticle(input: ArticleInputBody): Promise<Article> {
  return await rest('post', '/api/helps/manage/articles', { body: input });
}

export async function updateArticle(id: string, patch: ArticlePatch): Promise<Article> {
  return await rest('patch', '/api/helps/manage/articles/{id}', { path: { id }, body: patch });
}

export async function deleteArticle(id: string): Promise<void> {
  await rest('delete', '/api/helps/manage/articles/{id}', { path: { id } });
}
