import { graphql } from '@/lib/graphql/generated';
import { useLightQuery } from '@/lib/graphql/use-light-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '@/lib/stores/session-user-store';
import { EmailConfirmationNotice } from '@/components/EmailConfirmationNotice';
import { CurrentOrderCard } from './CurrentOrderCard';

const ME = graphql(`
  query HomeMe {
    me {
      id
      firstName
      address
      city
      postalCode
      country
    }
  }
`);

/** "United Kingdom" for the stored code "GB", in the reader's language; the code if unknown. */
function countryName(code: string, language: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([language, 'en-GB'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The signed-in entry page: greets the customer and shows their current order and next step. */
export function HomePage() {
  const { t, i18n } = useTranslation('home', { useSuspense: true });
  const firstName = useSessionUser((state) => state.user.firstName);
  const { data } = useLightQuery(ME, { fetchPolicy: 'network-only' });
  const me = data?.me;
  return (
    <section aria-labelledby="home-title" className="max-w-5xl space-y-6">
      <div>
        <h1 id="home-title" className="text-3xl font-semibold">
          {firstName ? t('greeting', { firstName }) : t('greetingNoName')}
        </h1>
        <p className="mt-2 max-w-2xl text-gray-700 dark:text-gray-300">{t('intro')}</p>
      </div>
      <EmailConfirmationNotice />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <CurrentOrderCard />
        {me && me.address && (
          <div className="h-fit rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900">
            <h2 className="mb-1 font-semibold">{t('deliveryAddress')}</h2>
            {/* One line each, as on an envelope (a postcode is never split across lines). */}
            <address
              className="text-gray-700 not-italic dark:text-gray-300"
              data-testid="home-address"
            >
              {[me.address, me.city, me.postalCode, countryName(me.country, i18n.language)]
                .filter(Boolean)
                .map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
            </address>
            <p className="mt-3">
              <Link
                to="/OrderList"
                className="font-medium text-primary-deep underline underline-offset-2 hover:no-underline dark:text-blue-300"
              >
                {t('allOrders')}
              </Link>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
