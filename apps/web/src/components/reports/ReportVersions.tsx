import { useTranslation } from 'react-i18next';
import { buttonClass, cardClass } from '@/components/ui/controls';

/** A signed version of the cardiologist's report, as the version list names it. */
export interface VersionItem {
  version: number;
  signedAt: string | null;
  cardiologistName: string;
  amendmentReason: string | null;
}

const when = (iso: string | null) =>
  iso === null
    ? ''
    : new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/London',
      }).format(new Date(iso));

/**
 * What the shown version is (issue 20): an amended version says so, with its date, signer and
 * reason; an earlier version says a later one replaced it.
 */
export function VersionNotice({ shown, latest }: { shown: VersionItem; latest: number }) {
  const { t } = useTranslation('translation', { useSuspense: true });
  if (shown.version < latest)
    return (
      <p
        role="status"
        data-testid="version-notice"
        className="rounded-lg border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
      >
        {t('reports.superseded', { version: shown.version, latest })}
      </p>
    );
  if (shown.version < 2) return null;
  return (
    <p
      data-testid="version-notice"
      className="rounded-lg border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      {t('reports.amended', {
        version: shown.version,
        date: when(shown.signedAt),
        name: shown.cardiologistName,
        reason: shown.amendmentReason ?? '',
      })}
    </p>
  );
}

/**
 * Every signed version of a report, newest first, each one openable: earlier versions stay
 * retrievable after an amendment. Shown once there is more than one.
 */
export function ReportVersions({
  versions,
  shown,
  onOpen,
  headingLevel = 'h2',
}: {
  versions: VersionItem[];
  shown: number;
  onOpen: (version: number) => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('translation', { useSuspense: true });
  if (versions.length < 2) return null;
  const Heading = headingLevel;
  return (
    <section className={cardClass} aria-labelledby="report-versions-title">
      <Heading id="report-versions-title" className="mb-2 text-lg font-semibold">
        {t('reports.versions')}
      </Heading>
      <ul className="space-y-2" data-testid="report-versions">
        {versions.map((v) => (
          <li
            key={v.version}
            className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 pb-2 dark:border-gray-800"
            aria-current={v.version === shown ? 'true' : undefined}
          >
            <span className="text-sm">
              {t('reports.versionLine', {
                version: v.version,
                date: when(v.signedAt),
                name: v.cardiologistName,
              })}
              {v.amendmentReason ? (
                <>
                  {' · '}
                  <bdi>{t('reports.reason', { reason: v.amendmentReason })}</bdi>
                </>
              ) : null}
            </span>
            {v.version === shown ? (
              <span className="text-sm font-semibold">{t('reports.shown')}</span>
            ) : (
              <button type="button" className={buttonClass()} onClick={() => onOpen(v.version)}>
                {t('reports.open', { version: v.version })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
