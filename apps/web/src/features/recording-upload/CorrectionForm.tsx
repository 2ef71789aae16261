import type { FormEvent, ReactNode } from 'react';
import {
  buttonClass,
  cardClass,
  inputClass,
  labelClass,
  mutedClass,
} from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';

/** The words of one correction form (start time, a beat file's sampling rate). */
export interface CorrectionTexts {
  title: string;
  help: string;
  reason: string;
  analysing: string;
  save: string;
  /** The outcome, chosen by whether a signed report now needs a corrected version. */
  done: (reissueNeeded: boolean) => string;
}

/**
 * A correction staff make after intake, as a card: the value's own field (`field`, labelled by
 * the caller with `${id}-value`), the audited reason, the save (off while an analysis runs, which
 * the server refuses too), and the error or outcome.
 */
export function CorrectionForm({
  id,
  testId,
  texts,
  field,
  reason,
  onReason,
  analysing,
  busy,
  error,
  done,
  onSubmit,
}: {
  id: string;
  testId: string;
  texts: CorrectionTexts;
  field: ReactNode;
  reason: string;
  onReason: (reason: string) => void;
  analysing: boolean;
  busy: boolean;
  error: string | undefined;
  done: { reissueNeeded: boolean } | undefined;
  onSubmit: (event: FormEvent) => Promise<void>;
}) {
  return (
    <section className={cardClass} aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`} className="mb-1 text-xl font-semibold">
        {texts.title}
      </h2>
      <p className={`mb-3 text-sm ${mutedClass}`}>{texts.help}</p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div>{field}</div>
          <div>
            <label className={labelClass} htmlFor={`${id}-reason`}>
              {texts.reason}
            </label>
            <input
              id={`${id}-reason`}
              className={inputClass}
              value={reason}
              maxLength={500}
              onChange={(e) => onReason(e.target.value)}
            />
          </div>
        </div>
        {analysing && <p className={`text-sm ${mutedClass}`}>{texts.analysing}</p>}
        <button type="submit" className={buttonClass('solid')} disabled={busy || analysing}>
          {texts.save}
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {done && <Notice tone="success">{texts.done(done.reissueNeeded)}</Notice>}
    </section>
  );
}
