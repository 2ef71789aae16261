import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createArticle, updateArticle } from './api';
import type { Article, ArticleInput } from '@heartcheck/contracts/help';
import { isTopicId, TOPIC_IDS } from '@heartcheck/contracts/help-topics';
import { RichTextEditor } from './RichTextEditor';
import { buttonClass, cardClass, inputClass, labelClass } from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';
import { useRestQuery } from '@/lib/http/use-rest';
import { useLeaveGuard } from '@/lib/use-leave-guard';

const EMPTY: ArticleInput = {
  title: '',
  category: 'howToGuide',
  content: '',
  tags: [],
  published: false,
  starred: false,
};

/** Create (no id) or edit an article. */
export function ArticleEditor({
  id,
  onDone,
}: {
  id: string | null;
  onDone: (saved: Article | null) => void;
}) {
  const { t } = useTranslation('helpAdmin', { useSuspense: true });
  // A new article reads nothing.
  const state = useRestQuery('/api/helps/manage/articles/{id}', id ? { path: { id } } : undefined);
  if (id && state.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (id && (state.status === 'error' || !state.data))
    return (
      <div className={`${cardClass} space-y-3`}>
        <p role="alert">{t('editor.notFound')}</p>
        <button type="button" className={buttonClass()} onClick={() => onDone(null)}>
          {t('editor.back')}
        </button>
      </div>
    );
  const article = state.data ?? null;
  return (
    <EditorForm
      key={article?.id ?? 'new'}
      article={article}
      initial={
        article
          ? {
              title: article.title,
              category: isTopicId(article.category) ? article.category : EMPTY.category,
              content: article.content,
              tags: article.tags.map((tag) => tag.label),
              published: article.published,
              starred: article.starred,
            }
          : EMPTY
      }
      onDone={onDone}
    />
  );
}

/** Whether the form holds anything not saved (the editor reports text only once it is edited). */
function hasChanges(initial: ArticleInput, values: ArticleInput, tagsText: string): boolean {
  return (
    values.title !== initial.title ||
    values.category !== initial.category ||
    values.content !== initial.content ||
    values.published !== initial.published ||
    values.starred !== initial.starred ||
    tagsText !== initial.tags.join(', ')
  );
}

function EditorForm({
  article,
  initial,
  onDone,
}: {
  article: Article | null;
  initial: ArticleInput;
  onDone: (saved: Article | null) => void;
}) {
  const { t } = useTranslation('helpAdmin', { useSuspense: true });
  const [values, setValues] = useState(initial);
  const [tagsText, setTagsText] = useState(initial.tags.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { title: useId(), category: useId(), tags: useId(), content: useId(), hint: useId() };
  const unsaved = !saving && hasChanges(initial, values, tagsText);
  useLeaveGuard(unsaved, t('editor.discardQuestion'));
  const cancel = () => {
    if (!unsaved || window.confirm(t('editor.discardQuestion'))) onDone(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: ArticleInput = {
      ...values,
      title: values.title.trim(),
      tags: tagsText
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    };
    if (input.title.length < 3) return setError(t('editor.titleTooShort'));
    const text = new DOMParser().parseFromString(input.content, 'text/html').body.textContent ?? '';
    if (!text.trim()) return setError(t('editor.contentMissing'));
    setSaving(true);
    setError(null);
    try {
      onDone(article ? await updateArticle(article.id, input) : await createArticle(input));
    } catch (caught) {
      setError(errorMessage(caught, t('saveFailed')));
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="editor-title"
      className={`${cardClass} space-y-5`}
      noValidate
    >
      <h2 id="editor-title" className="text-xl font-semibold">
        {article ? t('editor.editTitle') : t('editor.newTitle')}
      </h2>
      {error && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      )}
      <div>
        <label htmlFor={ids.title} className={labelClass}>
          {t('editor.titleLabel')}
        </label>
        <input
          id={ids.title}
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
          required
          maxLength={160}
          className={inputClass}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.category} className={labelClass}>
            {t('editor.topicLabel')}
          </label>
          <select
            id={ids.category}
            value={values.category}
            onChange={(event) => {
              const category = event.target.value;
              if (isTopicId(category)) setValues({ ...values, category });
            }}
            className={inputClass}
          >
            {TOPIC_IDS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topics.${topic}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.tags} className={labelClass}>
            {t('editor.tagsLabel')}
          </label>
          <input
            id={ids.tags}
            value={tagsText}
            onChange={(event) => setTagsText(event.target.value)}
            placeholder={t('editor.tagsPlaceholder')}
            className={inputClass}
          />
        </div>
      </div>
      <div>
        <p id={ids.content} className={labelClass}>
          {t('editor.contentLabel')}
        </p>
        <p id={ids.hint} className="mb-2 text-sm text-gray-700 dark:text-gray-300">
          {t('editor.contentHint')}
        </p>
        <RichTextEditor
          initialHtml={initial.content}
          onChange={(content) => setValues((current) => ({ ...current, content }))}
          labelledBy={ids.content}
          describedBy={ids.hint}
        />
      </div>
      <fieldset className="flex flex-wrap gap-6">
        <legend className="sr-only">{t('editor.visibility')}</legend>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={values.published}
            onChange={(event) => setValues({ ...values, published: event.target.checked })}
            className="h-4 w-4"
          />
          {t('editor.publishedLabel')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={values.starred}
            onChange={(event) => setValues({ ...values, starred: event.target.checked })}
            className="h-4 w-4"
          />
          {t('editor.starredLabel')}
        </label>
      </fieldset>
      <FormActions saving={saving} onCancel={cancel} />
    </form>
  );
}

function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation('helpAdmin', { useSuspense: true });
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={buttonClass('solid')} disabled={saving}>
        {saving ? t('editor.saving') : t('editor.save')}
      </button>
      <button type="button" className={buttonClass()} onClick={onCancel}>
        {t('editor.cancel')}
      </button>
    </div>
  );
}
