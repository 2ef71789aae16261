import { useTranslation } from 'react-i18next';
import type { ReviewEditInput } from '@heartcheck/contracts/review-edits';
import { buttonClass } from '@/components/ui/controls';

/** Confirm, reject, and the buttons that open the adjust and change-type forms. */
export function EditButtons({
  episodeKey: key,
  open,
  onEdit,
  onOpen,
}: {
  episodeKey: string;
  /** The form open under this episode, if any. */
  open: 'adjust' | 'change' | undefined;
  onEdit: (edit: ReviewEditInput) => void;
  onOpen: (form: 'adjust' | 'change') => void;
}) {
  const { t } = useTranslation('workstation');
  return (
    <>
      <button
        type="button"
        className={buttonClass()}
        onClick={() => onEdit({ kind: 'confirm-episode', key })}
      >
        {t('episodes.confirm')}
      </button>
      <button
        type="button"
        className={buttonClass()}
        onClick={() => onEdit({ kind: 'reject-episode', key })}
      >
        {t('episodes.reject')}
      </button>
      <button
        type="button"
        className={buttonClass()}
        aria-expanded={open === 'adjust'}
        onClick={() => onOpen('adjust')}
      >
        {t('episodes.adjust')}
      </button>
      <button
        type="button"
        className={buttonClass()}
        aria-expanded={open === 'change'}
        onClick={() => onOpen('change')}
      >
        {t('episodes.change')}
      </button>
    </>
  );
}
