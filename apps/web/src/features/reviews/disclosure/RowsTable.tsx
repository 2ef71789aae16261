import { useTranslation } from 'react-i18next';
import type { DisclosurePage } from '@heartcheck/contracts/disclosure';
import { DISCLOSURE_LABELS } from '@heartcheck/contracts/disclosure-layout';
import { buttonClass } from '@/components/ui/controls';

interface Props {
  page: DisclosurePage;
  rowTimes: readonly string[];
  onOpen: (row: number) => void;
}

/** The page as text: each row's time, heart rate and beats by label (the canvas's alternative). */
export function RowsTable({ page, rowTimes, onOpen }: Props) {
  const { t } = useTranslation('disclosure', { useSuspense: true });
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{t('table.show')}</summary>
      <div
        className="mt-2 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={t('table.caption', { page: page.page + 1 })}
      >
        <table className="min-w-full text-start">
          <caption className="sr-only">{t('table.caption', { page: page.page + 1 })}</caption>
          <thead>
            <tr className="border-b border-gray-300 dark:border-gray-700">
              <th scope="col" className="pe-3 text-start">
                {t('table.time')}
              </th>
              <th scope="col" className="pe-3 text-end">
                {t('table.hr')}
              </th>
              {DISCLOSURE_LABELS.map((l) => (
                <th key={l} scope="col" className="pe-3 text-end">
                  <abbr title={t(`labels.${l}`)}>{l}</abbr>
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">{t('table.open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((r) => (
              <tr key={r.row} className="border-b border-gray-100 dark:border-gray-800">
                <th scope="row" className="pe-3 text-start font-normal">
                  {rowTimes[r.row]}
                </th>
                <td className="pe-3 text-end">{r.hr === null ? '–' : Math.round(r.hr)}</td>
                {DISCLOSURE_LABELS.map((l) => (
                  <td key={l} className="pe-3 text-end">
                    {page.beats ? r.counts[l] : '–'}
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className={buttonClass('plain')}
                    onClick={() => onOpen(r.row)}
                  >
                    {t('table.openRow', { time: rowTimes[r.row] })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
