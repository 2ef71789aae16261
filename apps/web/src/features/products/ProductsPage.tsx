import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProductCard } from './ProductCard';
import { buttonClass, cardClass, inputClass, labelClass } from '@/components/ui/controls';
import { useRestQuery } from '@/lib/http/use-rest';

const PAGE_SIZE = 12;
const SORTS: Record<string, { key: 'name' | 'price'; order: 'asc' | 'desc' }> = {
  nameAsc: { key: 'name', order: 'asc' },
  priceAsc: { key: 'price', order: 'asc' },
  priceDesc: { key: 'price', order: 'desc' },
};

/** The services a customer can order: the "Browse" step of ordering. */
export function ProductsPage() {
  const { t } = useTranslation('products', { useSuspense: true });
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const sortName =
    params.get('sort') && SORTS[params.get('sort')!] ? params.get('sort')! : 'nameAsc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(query);
  const searchId = useId();
  const sortId = useId();

  const sort = SORTS[sortName]!;
  const state = useRestQuery('/api/products', {
    query: {
      pageIndex: page,
      pageSize: PAGE_SIZE,
      query,
      'sort[order]': sort.order,
      'sort[key]': sort.key,
    },
  });

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ query: draft.trim(), page: '' });
  };
  const pages = state.data ? Math.max(1, Math.ceil(state.data.total / PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="products-title" className="space-y-6">
      <div>
        <h1 id="products-title" className="text-2xl font-semibold sm:text-3xl">
          {t('title')}
        </h1>
        <p className="mt-1 text-gray-700 dark:text-gray-300">{t('intro')}</p>
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <form role="search" onSubmit={onSearch} className="flex flex-1 items-end gap-2">
          <div className="flex-1">
            <label htmlFor={searchId} className={labelClass}>
              {t('searchLabel')}
            </label>
            <input
              id={searchId}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('searchPlaceholder')}
              className={inputClass}
            />
          </div>
          <button type="submit" className={buttonClass()}>
            {t('search')}
          </button>
        </form>
        <div className="sm:w-56">
          <label htmlFor={sortId} className={labelClass}>
            {t('sortLabel')}
          </label>
          <select
            id={sortId}
            value={sortName}
            onChange={(event) => update({ sort: event.target.value, page: '' })}
            className={inputClass}
          >
            {Object.keys(SORTS).map((name) => (
              <option key={name} value={name}>
                {t(`sort.${name}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {state.status === 'error' && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t('loadError')}
        </p>
      )}
      {state.status === 'loading' && (
        <p role="status" className="text-gray-700 dark:text-gray-300">
          {t('loading')}
        </p>
      )}
      {state.data && (
        <>
          <p aria-live="polite" className="text-sm text-gray-700 dark:text-gray-300">
            {query
              ? t('resultsFor', { count: state.data.total, query })
              : t('results', { count: state.data.total })}
          </p>
          {state.data.list.length === 0 ? (
            <div className={cardClass}>
              <p>{t('empty')}</p>
            </div>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {state.data.list.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label={t('pagination')} className="flex items-center justify-center gap-3">
              <button
                type="button"
                className={buttonClass()}
                disabled={page <= 1}
                onClick={() => update({ page: String(page - 1) })}
              >
                {t('previous')}
              </button>
              <span>{t('pageOf', { page, pages })}</span>
              <button
                type="button"
                className={buttonClass()}
                disabled={page >= pages}
                onClick={() => update({ page: String(page + 1) })}
              >
                {t('next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
