import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDABLE_EPISODES, type AddableEpisode } from '@heartcheck/contracts/review-choices';
import type { ReviewEditInput } from '@heartcheck/contracts/review-edits';
import { buttonClass, inputClass, labelClass } from '@/components/ui/controls';

/**
 * Change an episode's type in one edit (the engine's AF that is flutter, a VT that is flutter
 * waves, unanalysable signal that is VF): the server rejects it and adds the chosen type over its
 * span, one row in the audit and one undo. Offers every type but the one it has.
 */
export function ChangeType({
  episodeKey,
  type,
  onEdit,
  onDone,
}: {
  episodeKey: string;
  type: string;
  onEdit: (edit: ReviewEditInput) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('workstation');
  const choices = ADDABLE_EPISODES.filter((x) => x !== type);
  const [to, setTo] = useState<AddableEpisode>(choices[0]!);
  const id = `change-${episodeKey}`;
  // opened by its button or by T on the row: the choice is the next thing to make
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => select.current?.focus(), []);
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    onDone();
    onEdit({ kind: 'retype-episode', key: episodeKey, type: to });
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2">
      <div>
        <label className={labelClass} htmlFor={id}>
          {t('episodes.changeTo')}
        </label>
        <select
          ref={select}
          id={id}
          className={inputClass}
          value={to}
          onChange={(e) => setTo(e.target.value as AddableEpisode)}
        >
          {choices.map((x) => (
            <option key={x} value={x}>
              {t(`episodes.types.${x}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('solid')}>
        {t('episodes.save')}
      </button>
      <button type="button" className={buttonClass('plain')} onClick={onDone}>
        {t('episodes.cancel')}
      </button>
    </form>
  );
}
