import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/Notice';
import { buttonClass } from '@/components/ui/controls';
import { graphql } from '@/lib/graphql/generated';
import { fetchGraphQL } from '@/lib/graphql/fetch-graphql';
import { useLightQuery } from '@/lib/graphql/use-light-query';

const STATUS = graphql(`
  query EmailConfirmationStatus {
    emailConfirmation {
      confirmed
      email
    }
  }
`);

const SEND = graphql(`
  mutation SendEmailConfirmation {
    sendEmailConfirmation {
      result
    }
  }
`);

type Answer = 'sent' | 'tooMany' | 'failed' | 'confirmed';

/**
 * Asks a customer whose email address is not confirmed yet to open the link we mailed, and sends
 * a new one on request: an order is refused until the address is confirmed (a mistyped address
 * would otherwise receive the order's mail). Shows nothing once it is confirmed, or while loading.
 */
export function EmailConfirmationNotice() {
  const { t } = useTranslation();
  const { data } = useLightQuery(STATUS, { fetchPolicy: 'network-only' });
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer>();
  const status = data?.emailConfirmation;
  if (!status || status.confirmed) return null;
  if (answer === 'confirmed')
    return <Notice tone="success">{t('emailConfirmation.confirmed')}</Notice>;

  const send = async () => {
    setSending(true);
    try {
      const { result } = (await fetchGraphQL(SEND)).sendEmailConfirmation;
      setAnswer(result === 'SENT' ? 'sent' : result === 'TOO_MANY' ? 'tooMany' : 'confirmed');
    } catch {
      setAnswer('failed');
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="email-confirmation-title">
      <Notice
        tone="warning"
        live={false}
        title={<span id="email-confirmation-title">{t('emailConfirmation.title')}</span>}
      >
        <p className="break-words">{t('emailConfirmation.body', { email: status.email })}</p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass('default')}
            disabled={sending}
            onClick={() => void send()}
          >
            {sending ? t('emailConfirmation.sending') : t('emailConfirmation.resend')}
          </button>
          <p role="status" className="text-sm">
            {answer && t(`emailConfirmation.${answer}`)}
          </p>
        </div>
      </Notice>
    </section>
  );
}
