import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CANCEL,
  DELIVERED,
  DISPATCH,
  errorText,
  NOT_RETURNED,
  formatMoney,
  RECEIVED,
  type OpsOrder,
} from './api';
import { buttonClass, inputClass, labelClass } from '@/components/ui/controls';
import { TrackingField, DeliveredOnField, today } from './OrderActionFields';

interface ProductFactsText {
  recordingHours: number;
  postDays: number;
  replacementFeePence: number;
}

type ActionKey = 'dispatch' | 'delivered' | 'received' | 'notReturned' | 'cancel';

const MUTATIONS: Record<ActionKey, DocumentNode> = {
  dispatch: DISPATCH,
  delivered: DELIVERED,
  received: RECEIVED,
  notReturned: NOT_RETURNED,
  cancel: CANCEL,
};

function available(order: OpsOrder): ActionKey[] {
  const actions: ActionKey[] = [];
  if (order.status === 'paid') actions.push('dispatch');
  if (order.status === 'dispatched') actions.push('delivered');
  if (order.status === 'delivered' || order.status === 'returned') actions.push('received');
  if (order.overdue && !order.notReturnedAt) actions.push('notReturned');
  if (order.canEdit) actions.push('cancel');
  return actions;
}

/**
 * What the action still needs before it can run: a tracking number to dispatch, the recorder's
 * serial at dispatch and return, and a reason (10 characters, as the API asks) to accept a
 * returned recorder that is not the one sent.
 */
function missingInput(
  action: ActionKey,
  input: { tracking: string; serial: string; override: boolean; reason: string; day: string },
): string | undefined {
  if (action === 'dispatch' && !input.tracking.trim()) return 'actions.trackingRequired';
  if (action === 'delivered' && !input.day) return 'actions.deliveredOnRequired';
  if ((action === 'dispatch' || action === 'received') && !input.serial.trim())
    return 'actions.serialRequired';
  if (action === 'received' && input.override && input.reason.trim().length < 10)
    return 'actions.overrideReasonRequired';
  return undefined;
}

/** The staff actions the order's status allows, each confirmed before it runs. */
export function OrderActions({
  order,
  facts,
  onDone,
}: {
  order: OpsOrder;
  /** The order's product facts the explanations state (return window, replacement fee). */
  facts: ProductFactsText;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('operations', { useSuspense: true });
  const id = useId();
  const [open, setOpen] = useState<ActionKey>();
  const [tracking, setTracking] = useState('');
  const [serial, setSerial] = useState('');
  const [override, setOverride] = useState(false);
  const [reason, setReason] = useState('');
  const [deliveredOn, setDeliveredOn] = useState(today);
  const [error, setError] = useState<string>();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const actions = available(order);

  if (actions.length === 0)
    return (
      <div className="space-y-3">
        {hasRecordingStep(order) ? (
          <RecordingLink order={order} />
        ) : (
          <p className="text-gray-700 dark:text-gray-300">{t('actions.none')}</p>
        )}
      </div>
    );

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!open) return;
    setError(undefined);
    const withSerial = open === 'dispatch' || open === 'received';
    const problem = missingInput(open, { tracking, serial, override, reason, day: deliveredOn });
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    try {
      await client.mutate({
        mutation: MUTATIONS[open],
        variables: {
          id: order.id,
          ...(open === 'dispatch' ? { trackingNumber: tracking } : {}),
          ...(open === 'delivered' ? { deliveredOn } : {}),
          ...(withSerial ? { deviceSerial: serial } : {}),
          ...(open === 'received' && override ? { overrideReason: reason } : {}),
        },
      });
      onDone(t(`actions.${open}.done`, { number: order.number }));
      setOpen(undefined);
      setTracking('');
      setSerial('');
      setOverride(false);
      setReason('');
    } catch (caught) {
      setError(errorText(caught) ?? t('error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {hasRecordingStep(order) && <RecordingLink order={order} />}
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={buttonClass(
              action === 'cancel' || action === 'notReturned' ? 'danger' : 'default',
            )}
            aria-expanded={open === action}
            onClick={() => {
              setOpen(action);
              setError(undefined);
            }}
          >
            {t(`actions.${action}.button`)}
          </button>
        ))}
      </div>
      {open && (
        <form
          // The API's messages (e.g. a delivery before the dispatch day) say more than the
          // browser's own bubbles; min and max still guide the date picker.
          noValidate
          onSubmit={(event) => void confirm(event)}
          aria-labelledby={`${id}-title`}
          className="space-y-3 rounded-lg border-2 border-gray-300 p-4 dark:border-gray-600"
        >
          <p id={`${id}-title`} className="font-semibold">
            {t(`actions.${open}.confirm`, { number: order.number })}
          </p>
          <p className="text-sm">
            {t(`actions.${open}.explain`, {
              hours: facts.recordingHours,
              postDays: facts.postDays,
              fee: formatMoney(facts.replacementFeePence),
            })}
          </p>
          {open === 'dispatch' && <TrackingField id={id} value={tracking} onChange={setTracking} />}
          {(open === 'dispatch' || open === 'received') && (
            <SerialFields
              id={id}
              order={order}
              receiving={open === 'received'}
              serial={serial}
              setSerial={setSerial}
              override={override}
              setOverride={setOverride}
              reason={reason}
              setReason={setReason}
            />
          )}
          {open === 'delivered' && (
            <DeliveredOnField
              id={id}
              value={deliveredOn}
              onChange={setDeliveredOn}
              dispatchedAt={order.dispatchedAt}
            />
          )}
          {error && (
            <p role="alert" className="font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className={buttonClass(
                open === 'cancel' || open === 'notReturned' ? 'danger' : 'solid',
              )}
              disabled={busy}
            >
              {t(`actions.${open}.yes`)}
            </button>
            <button type="button" className={buttonClass()} onClick={() => setOpen(undefined)}>
              {t('actions.back')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/**
 * The recorder's serial: typed from its label at dispatch; at return, checked against the one
 * sent (wrong-patient risk), with an audited override for a recorder that is not the one sent.
 */
function SerialFields(props: {
  id: string;
  order: OpsOrder;
  receiving: boolean;
  serial: string;
  setSerial: (value: string) => void;
  override: boolean;
  setOverride: (value: boolean) => void;
  reason: string;
  setReason: (value: string) => void;
}) {
  const { t } = useTranslation('operations', { useSuspense: true });
  const { id, order, receiving } = props;
  return (
    <>
      {receiving && (
        <p className="text-sm font-medium" data-testid="sent-serial">
          {order.deviceSerial
            ? t('actions.sentSerial', { serial: order.deviceSerial })
            : t('actions.noSentSerial')}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-serial`} className={labelClass}>
          {t('actions.deviceSerial')}
        </label>
        <input
          id={`${id}-serial`}
          className={inputClass}
          value={props.serial}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => props.setSerial(event.target.value)}
        />
      </div>
      {receiving && order.deviceSerial && (
        <div className="space-y-2">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={props.override}
              onChange={(event) => props.setOverride(event.target.checked)}
            />
            <span>{t('actions.override')}</span>
          </label>
          {props.override && (
            <div>
              <label htmlFor={`${id}-reason`} className={labelClass}>
                {t('actions.overrideReason')}
              </label>
              <textarea
                id={`${id}-reason`}
                className={inputClass}
                rows={2}
                value={props.reason}
                maxLength={500}
                onChange={(event) => props.setReason(event.target.value)}
              />
            </div>
          )}
        </div>
      )}
    </>
  );
}

/** Once the device is back, the recording is uploaded on its own screen (results pipeline). */
const hasRecordingStep = (order: OpsOrder) =>
  ['received', 'analysing', 'results_ready', 'cardiac_report_ready'].includes(order.status);

function RecordingLink({ order }: { order: OpsOrder }) {
  const { t } = useTranslation('operations', { useSuspense: true });
  return (
    <Link to={`/operations/orders/${order.id}/recording`} className={buttonClass('solid')}>
      {t(order.status === 'received' ? 'actions.uploadRecording' : 'actions.viewRecording')}
    </Link>
  );
}
