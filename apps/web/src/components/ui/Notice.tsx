import type { ReactNode } from 'react';

type Tone = 'info' | 'success' | 'warning' | 'error';
const NOTICE_TONE: Record<Tone, string> = {
  info: 'border-blue-300 bg-blue-50 text-blue-950 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-50',
  success:
    'border-green-300 bg-green-50 text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-50',
  warning:
    'border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50',
  error:
    'border-red-400 bg-red-50 text-red-950 dark:border-red-600 dark:bg-red-950 dark:text-red-50',
};

/** A boxed message; errors and warnings are announced (role alert), others politely (status). */
export function Notice({
  tone,
  title,
  children,
  live = true,
}: {
  tone: Tone;
  title?: ReactNode;
  children?: ReactNode;
  live?: boolean;
}) {
  const role = !live ? undefined : tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={`rounded-lg border-2 px-4 py-3 ${NOTICE_TONE[tone]}`}>
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-1 space-y-2' : 'space-y-2'}>{children}</div>}
    </div>
  );
}
