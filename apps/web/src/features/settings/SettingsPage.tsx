import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/Avatar';
import { PageHeader } from '@/components/PageContainer';
import { buttonClass, cardClass } from '@/components/ui/controls';
import { useSessionUser } from '@/lib/stores/session-user-store';
import { AppearanceSettings } from './AppearanceSettings';
import { DataAccess } from './DataAccess';
import { DataExport } from './DataExport';
import { DeletionRequest } from './DeletionRequest';
import { ProfileForm } from './ProfileForm';

/**
 * /settings: profile, picture, appearance, the customer's copy of their data and who has seen
 * their health data.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings', { useSuspense: true });
  const user = useSessionUser((state) => state.user);
  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid items-start gap-6 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ProfileForm />
        <div className="space-y-6">
          <section
            aria-labelledby="picture-title"
            className={`${cardClass} flex flex-wrap items-center gap-4`}
          >
            <Avatar
              src={user.avatar}
              name={`${user.firstName} ${user.lastName}`}
              size="h-16 w-16 text-xl"
            />
            <div className="min-w-48 flex-1">
              <h2 id="picture-title" className="text-xl font-semibold">
                {t('picture.title')}
              </h2>
              <p className="text-gray-700 dark:text-gray-300">{t('picture.text')}</p>
            </div>
            <Link to="/avatar" className={buttonClass('default')}>
              {t('picture.change')}
            </Link>
          </section>
          <AppearanceSettings />
        </div>
      </div>
      <div className="mt-6 space-y-6">
        <DataExport />
        <DataAccess />
        <DeletionRequest />
      </div>
    </div>
  );
}
