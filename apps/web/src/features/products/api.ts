import { isAxiosError } from 'axios';
import { apiClient } from '@/lib/http/api-client';

/** A service of the catalogue (spec §3, Product). */
export interface Product {
  id: string;
  name: string;
  productCode: string;
  img: string;
  price: number;
  status: number;
  costPerItem: number;
  bulkDiscountPrice: number;
  taxRate: number;
  vendor: string;
  active: boolean;
  sales: number;
  salesPercentage: number;
  description: string;
}

export interface ProductListParams {
  pageIndex: number;
  pageSize: number;
  sort: { order: 'asc' | 'desc' | ''; key: string };
  query: string;
}

/** GET /api/products; axios sends `sort` as sort[order]=…&sort[key]=…. */
export async function fetchProducts(
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<{ list: Product[]; total: number }> {
  const response = await apiClient.get<{ list: Product[]; total: number }>('/products', {
    params,
    signal,
  });
  return response.data;
}

/** GET /api/products/{id}; null when there is no such product (404). */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product | null> {
  try {
    const response = await apiClient.get<Product>(`/products/${encodeURIComponent(id)}`, {
      signal,
    });
    return response.data;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
export function formatPrice(value: number): string {
  return pounds.format(value);
}

/** Plain text of a description, for a short summary on a card. */
export function summaryOf(html: string, length = 180): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length).replace(/\s\S*$/, '')}…` : clean;
}
