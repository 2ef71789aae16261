import type { ReactNode } from 'react';
import { CONTENT_SPACING } from '@/lib/theme/constants';
import { Footer } from './Footer';

export type PageContainerType = 'contained' | 'fullWidth';

/**
 * The page frame (spec §2): an optional header with a title and an extra header, a body that is
 * contained or full width, and an optional footer.
 */
export function PageContainer({
  children,
  type = 'contained',
  header,
  extraHeader,
  footer = true,
}: {
  children: ReactNode;
  type?: PageContainerType;
  header?: ReactNode;
  extraHeader?: ReactNode;
  footer?: boolean;
}) {
  const width = type === 'contained' ? 'mx-auto w-full max-w-6xl' : 'w-full';
  return (
    <div className="flex flex-1 flex-col">
      <main id="main" tabIndex={-1} className={`flex-1 py-6 ${CONTENT_SPACING} focus:outline-none`}>
        {(header || extraHeader) && (
          <div className={`${width} mb-6 flex flex-wrap items-center justify-between gap-4`}>
            {header && <h1 className="text-2xl font-semibold">{header}</h1>}
            {extraHeader}
          </div>
        )}
        <div className={width} data-page-container={type}>
          {children}
        </div>
      </main>
      {footer && <Footer />}
    </div>
  );
}

/** A page's own heading with an optional description and actions (the header's extra slot). */
export function PageHeader({
  title,
  description,
  extra,
  id = 'page-title',
}: {
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  id?: string;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 id={id} className="text-2xl font-semibold sm:text-3xl">
          {title}
        </h1>
        {description && <p className="mt-1 text-gray-700 dark:text-gray-300">{description}</p>}
      </div>
      {extra && <div className="flex flex-wrap items-center gap-2">{extra}</div>}
    </div>
  );
}
