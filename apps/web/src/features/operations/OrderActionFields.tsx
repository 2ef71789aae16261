import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '@/components/ui/controls';
import { ukDayOf } from './uk-day';

export const today = () => ukDayOf(new Date());

/** The courier's tracking number, required to dispatch. */
export function TrackingField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('operations', { useSuspense: true });
  return (
    <div>
      <label htmlFor={`${id}-tracking`} className={labelClass}>
        {t('actions.trackingNumber')}
      </label>
      <input
        id={`${id}-tracking`}
        className={inputClass}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The day the kit was delivered: not before it was dispatched, not after today. */
export function DeliveredOnField({
  id,
  value,
  onChange,
  dispatchedAt,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  dispatchedAt: string | null | undefined;
}) {
  const { t } = useTranslation('operations', { useSuspense: true });
  return (
    <div>
      <label htmlFor={`${id}-delivered`} className={labelClass}>
        {t('actions.deliveredOn')}
      </label>
      <input
        id={`${id}-delivered`}
        type="date"
        className={inputClass}
        value={value}
        max={today()}
        {...(dispatchedAt ? { min: ukDayOf(new Date(dispatchedAt)) } : {})}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
