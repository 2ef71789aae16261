import { ukDate, ukDateTime } from '@/lib/format/clock';

/** Pence to "£316.94" (integer pence are the API's unit of money). */
export function formatMoney(pence: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
}

/** An ISO time as "21 Nov 2026" (UK day; the app's one short-date format, lib/format/clock). */
export function formatDate(iso: string | null | undefined): string {
  return iso ? ukDate(iso) : '';
}

/** An ISO time as "21 Nov 2026, 14:05" (UK time; lib/format/clock). */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? ukDateTime(iso) : '';
}
