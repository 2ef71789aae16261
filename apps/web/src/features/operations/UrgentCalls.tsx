import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rest, type RestResult } from '@/lib/http/rest';
import { useRestQuery } from '@/lib/http/use-rest';
import { errorMessage } from '@/lib/http/error-message';
import {
  buttonClass,
  cardClass,
  inputClass,
  labelClass,
  mutedClass,
} from '@/components/ui/controls';
import { CALL_OUTCOMES as OUTCOMES, URGENT_TASK_ACTIVE } from '@heartcheck/contracts/urgent-tasks';
import { formatDateTime } from './api';

/** A call task as GET /api/urgent-tasks declares it (generated from the API). */
type UrgentTask = RestResult<'get', '/api/urgent-tasks'>['list'][number];

const isActive = (task: UrgentTask) => URGENT_TASK_ACTIVE.includes(task.status);

/** Urgent findings to telephone today (support hours), with who called, when and the outcome. */
export function UrgentCalls() {
  const { t } = useTranslation('operations', { useSuspense: true });
  const tasks = useRestQuery('/api/urgent-tasks', {});
  const list = tasks.data?.list;
  const error = tasks.error ? errorMessage(tasks.error, t('urgent.loadError')) : undefined;
  const open = list?.filter(isActive) ?? [];
  const overdue = open.filter((task) => task.overdue).length;
  return (
    <section
      aria-labelledby="urgent-title"
      className={`${cardClass} space-y-3`}
      data-testid="urgent-calls"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="urgent-title" className="text-xl font-semibold">
          {t('urgent.title', { count: open.length })}
        </h2>
        {overdue > 0 && (
          <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-bold text-white dark:bg-red-400 dark:text-red-950">
            {t('urgent.overdueBadge', { count: overdue })}
          </span>
        )}
      </div>
      <p className={mutedClass}>{t('urgent.lead')}</p>
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {list && list.length === 0 && <p>{t('urgent.none')}</p>}
      <ul className="space-y-3">
        {list?.map((task) => (
          <TaskItem key={task.id} task={task} onSaved={tasks.reload} />
        ))}
      </ul>
    </section>
  );
}

function TaskItem({ task, onSaved }: { task: UrgentTask; onSaved: () => void }) {
  const { t } = useTranslation('operations', { useSuspense: true });
  const [outcome, setOutcome] = useState<(typeof OUTCOMES)[number]>('reached');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await rest('post', '/api/urgent-tasks/{id}/calls', {
        path: { id: task.id },
        body: { outcome, note },
      });
      setNote('');
      onSaved();
    } catch (e) {
      setError(errorMessage(e, t('urgent.saveError')));
    } finally {
      setBusy(false);
    }
  };
  const border = task.overdue
    ? 'border-red-600 dark:border-red-400'
    : isActive(task)
      ? 'border-amber-500'
      : 'border-gray-200 dark:border-gray-700';
  return (
    <li
      className={`space-y-2 rounded-lg border-2 p-3 ${border}`}
      data-testid="urgent-task"
      data-status={task.status}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {t('urgent.heading', {
            number: task.orderNumber,
            reason: t(`urgent.reasons.${task.reason}`, { defaultValue: task.reason }),
          })}
        </p>
        <p className={task.overdue ? 'font-bold text-red-700 dark:text-red-300' : ''}>
          {isActive(task)
            ? t(task.overdue ? `urgent.overdue.${task.status}` : `urgent.due.${task.status}`, {
                date: formatDateTime(task.dueBy),
              })
            : t(`urgent.statuses.${task.status}`)}
        </p>
      </div>
      <p>
        {t('urgent.customer', {
          name: task.customer.name,
          phone: task.customer.phone || t('urgent.noPhoneEmailed'),
          email: task.customer.email,
        })}
      </p>
      {task.note && <p className={mutedClass}>{task.note}</p>}
      {task.calls.length > 0 && (
        <ol className="list-decimal space-y-1 ps-5 text-sm">
          {task.calls.map((call) => (
            <li key={call.at}>
              {t('urgent.callLine', {
                date: formatDateTime(call.at),
                name: call.byName,
                outcome: t(`urgent.outcomes.${call.outcome}`),
              })}
              {call.note ? ` · ${call.note}` : ''}
            </li>
          ))}
        </ol>
      )}
      {task.outOfHours && <p className="text-sm font-semibold">{t('urgent.outOfHours')}</p>}
      <StepList steps={task.steps} />
      {task.status === 'written' && <GpStep task={task} onSaved={onSaved} />}
      {isActive(task) && (
        <div className="grid gap-2 sm:grid-cols-[auto_1fr_auto] sm:items-end">
          <div>
            <label className={labelClass} htmlFor={`outcome-${task.id}`}>
              {t('urgent.outcome')}
            </label>
            <select
              id={`outcome-${task.id}`}
              className={inputClass}
              value={outcome}
              onChange={(e) => setOutcome(e.target.value as (typeof OUTCOMES)[number])}
            >
              {OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {t(`urgent.outcomes.${o}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className={labelClass} htmlFor={`note-${task.id}`}>
              {t('urgent.note')}
            </label>
            <input
              id={`note-${task.id}`}
              className={inputClass}
              value={note}
              maxLength={2000}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <button
            type="button"
            className={buttonClass('solid')}
            disabled={busy}
            onClick={() => void save()}
          >
            {t('urgent.record')}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </li>
  );
}

/** What happened to the task, with who and when: the escalation is visible step by step. */
function StepList({ steps }: { steps: UrgentTask['steps'] }) {
  const { t } = useTranslation('operations', { useSuspense: true });
  if (steps.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer">{t('urgent.history', { count: steps.length })}</summary>
      <ol className="mt-1 list-disc space-y-1 ps-5" data-testid="urgent-steps">
        {steps.map((s) => (
          <li key={`${s.at}-${s.kind}`}>
            {t('urgent.stepLine', {
              date: formatDateTime(s.at),
              name: s.byName,
              step: t(`urgent.steps.${s.kind}`, {
                date: s.kind === 'retry_scheduled' ? formatDateTime(s.note) : '',
              }),
            })}
            {s.note && s.kind !== 'retry_scheduled' ? ` · ${s.note}` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * The GP practice the customer gave at order, and what their consent allows; or that none was
 * given and what to do instead (issue 21).
 */
function GpOnOrder({ gp }: { gp: UrgentTask['gp'] }) {
  const { t } = useTranslation('operations', { useSuspense: true });
  const practice = gp.practice;
  if (!practice)
    return (
      <p className="text-sm font-medium" data-testid="urgent-gp-none">
        {t('urgent.gpNone')}
      </p>
    );
  const where = [practice.name, practice.address, practice.postcode].filter(Boolean).join(', ');
  return (
    <div className="text-sm" data-testid="urgent-gp">
      <p className="font-medium">
        {t('urgent.gpPractice', { where })}
        {practice.odsCode ? ` ${t('urgent.gpOds', { code: practice.odsCode })}` : ''}
      </p>
      <p>{t(gp.consent ? 'urgent.gpConsent' : 'urgent.gpNoConsent')}</p>
    </div>
  );
}

/** The last step when the customer could not be reached: record how their GP was told. */
function GpStep({ task, onSaved }: { task: UrgentTask; onSaved: () => void }) {
  const { t } = useTranslation('operations', { useSuspense: true });
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await rest('post', '/api/urgent-tasks/{id}/gp', { path: { id: task.id }, body: { note } });
      onSaved();
    } catch (e) {
      setError(errorMessage(e, t('urgent.saveError')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2 rounded border border-red-300 p-2 dark:border-red-800">
      <p className="text-sm">{t('urgent.gpLead')}</p>
      <GpOnOrder gp={task.gp} />
      <label className={labelClass} htmlFor={`gp-${task.id}`}>
        {t('urgent.gpNote')}
      </label>
      <input
        id={`gp-${task.id}`}
        className={inputClass}
        value={note}
        maxLength={2000}
        onChange={(e) => setNote(e.target.value)}
      />
      <button type="button" className={buttonClass()} disabled={busy} onClick={() => void save()}>
        {t('urgent.gpRecord')}
      </button>
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
