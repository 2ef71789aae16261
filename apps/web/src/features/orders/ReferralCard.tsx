import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralFieldsFragment } from '@/lib/graphql/generated/graphql';
import { ReferralSummary } from '@/components/reports/ReferralSummary';
import { buttonClass, cardClass, mutedClass } from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';
import { errorMessage, UPDATE_ORDER_REFERRAL } from './api';
import { ReferralFields, referralForm, referralInput, useReferralForm } from './ReferralFields';

/** The edit form, opened from the card: saved through updateOrderReferral (audited). */
function ReferralEdit({
  orderId,
  referral,
  onDone,
}: {
  orderId: string;
  referral: ReferralFieldsFragment;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  const form = useReferralForm(referralForm(referral));
  const [update, { loading }] = useMutation(UPDATE_ORDER_REFERRAL);
  const [error, setError] = useState<string>();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading || !form.check()) return;
    setError(undefined);
    try {
      await update({ variables: { id: orderId, referral: referralInput(form.value) } });
      onDone(true);
    } catch (caught) {
      setError(errorMessage(caught) ?? t('common.error'));
    }
  }
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <ReferralFields {...form.props} />
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('solid')} disabled={loading}>
          {t('referral.save')}
        </button>
        <button type="button" className={buttonClass()} onClick={() => onDone(false)}>
          {t('referral.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * Why the check and the GP practice on the order page (issue 21): changeable by the customer
 * (and staff) until the recording is analysed, then fixed with the reason why.
 */
export function ReferralCard({
  orderId,
  referral,
}: {
  orderId: string;
  referral: ReferralFieldsFragment;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <section className={cardClass} aria-labelledby="referral-title" data-testid="referral-card">
      <h2 id="referral-title" className="mb-2 text-lg font-semibold">
        {t('referral.title')}
      </h2>
      {editing ? (
        <ReferralEdit
          orderId={orderId}
          referral={referral}
          onDone={(done) => {
            setEditing(false);
            setSaved(done);
          }}
        />
      ) : (
        <div className="space-y-3">
          <ReferralSummary referral={referral} reader="customer" />
          {saved && (
            <p role="status" className={`text-sm ${mutedClass}`}>
              {t('referral.saved')}
            </p>
          )}
          {referral.canEdit ? (
            <button
              type="button"
              className={buttonClass()}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('referral.edit')}
            </button>
          ) : (
            <p className={`text-sm ${mutedClass}`}>{t('referral.locked')}</p>
          )}
        </div>
      )}
    </section>
  );
}
