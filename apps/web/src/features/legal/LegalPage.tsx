import { HEART_CHECK_FACTS, productFactsText } from '@heartcheck/contracts/product-facts';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** Terms & Conditions or the Privacy Policy, from the `legal` namespace. */
export function LegalPage({ document: which }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal', { useSuspense: true });
  // The Terms state the heart check's wear time, return window and replacement fee from its
  // facts (the catalogue row is seeded from the same object), never as written-out numbers.
  const sections = t(`${which}.sections`, {
    returnObjects: true,
    ...productFactsText(HEART_CHECK_FACTS),
  }) as LegalSection[];
  const title = t(`${which}.title`);
  useEffect(() => {
    document.title = `${title} · HeartCheck`;
  }, [title]);
  return (
    <article aria-labelledby="legal-title" className="space-y-6">
      <header className="space-y-2">
        <h1 id="legal-title" className="text-3xl font-semibold">
          {title}
        </h1>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('updated', { date: t('updatedDate') })}
        </p>
        {which === 'terms' && (
          // The version the order form asks the customer to accept (issue 21).
          <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="terms-version">
            {t('terms.version', { version: TERMS_VERSION })}
          </p>
        )}
        <p className="text-lg text-gray-800 dark:text-gray-200">{t(`${which}.intro`)}</p>
      </header>
      <nav
        aria-labelledby="legal-contents"
        className="rounded-xl border border-gray-200 bg-neutral p-4 dark:border-gray-800"
      >
        <h2 id="legal-contents" className="mb-2 font-semibold">
          {t('contents')}
        </h2>
        <ol className="grid gap-1 sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a
                href={`#section-${index + 1}`}
                className="text-primary-deep underline underline-offset-2 dark:text-primary-mild"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.heading}
          id={`section-${index + 1}`}
          aria-labelledby={`section-${index + 1}-heading`}
          className="scroll-mt-4 space-y-3"
        >
          <h2 id={`section-${index + 1}-heading`} className="text-xl font-semibold">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-gray-800 dark:text-gray-200">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
