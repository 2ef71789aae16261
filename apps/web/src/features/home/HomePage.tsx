import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/stores/session-user-store';

const ME = gql`
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
`;

interface MeResult {
  me: {
    id: string;
    firstName: string;
    address: string;
    city: string;
    postalCode: string;
    country: string;
  };
}

/** The signed-in entry page: greets the customer by first name. */
export function HomePage() {
  const { t } = useTranslation();
  const firstName = useSessionUser((state) => state.user.firstName);
  const { data } = useQuery<MeResult>(ME, { fetchPolicy: 'network-only' });
  const me = data?.me;
  return (
    <section aria-labelledby="home-title" className="space-y-4">
      <h1 id="home-title" className="text-3xl font-semibold">
        {firstName ? t('home.greeting', { firstName }) : t('home.greetingNoName')}
      </h1>
      <p className="max-w-2xl text-gray-700 dark:text-gray-300">{t('home.intro')}</p>
      {me && me.address && (
        <div className="max-w-md rounded-xl bg-white p-4 shadow-sm dark:bg-gray-900">
          <h2 className="mb-1 font-semibold">{t('home.deliveryAddress')}</h2>
          <p className="text-gray-700 dark:text-gray-300">
            {[me.address, me.city, me.postalCode, me.country].filter(Boolean).join(', ')}
          </p>
        </div>
      )}
    </section>
  );
}
