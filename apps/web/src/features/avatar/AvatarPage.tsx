import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/Avatar';
import { Icon } from '@/components/icons';
import { PageHeader } from '@/components/PageContainer';
import { LoadingOverlay } from '@/components/PageLoading';
import { buttonClass, cardClass, linkClass } from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';
import { rest } from '@/lib/http/rest';
import { useRestMutation } from '@/lib/http/use-rest-mutation';
import { useSessionUser } from '@/lib/stores/session-user-store';
import { useUserStore } from '@/lib/stores/user-store';
import { checkAvatarFile } from './check-file';

type Message = { kind: 'ok' | 'error'; text: string } | undefined;

function storeAvatar(url: string | null): void {
  useSessionUser.getState().setUser({ avatar: url ?? '' });
  useUserStore.getState().updateUser({ avatarUrl: url });
}

/** /avatar: choose, preview, upload or remove the profile picture. */
export function AvatarPage() {
  const { t } = useTranslation('avatar', { useSuspense: true });
  const user = useSessionUser((state) => state.user);
  const [picked, setPicked] = useState<{ file: File; url: string }>();
  const file = picked?.file;
  const preview = picked?.url;
  const write = useRestMutation();
  const [message, setMessage] = useState<Message>();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;

  // The preview's object URL is released when it is replaced or the page closes.
  useEffect(() => () => picked && URL.revokeObjectURL(picked.url), [picked]);

  const reset = () => {
    setPicked(undefined);
    if (input.current) input.current.value = '';
  };

  async function choose(chosen: File | undefined) {
    setMessage(undefined);
    write.reset();
    if (!chosen) return reset();
    const problem = await checkAvatarFile(chosen);
    if (problem) {
      reset();
      setMessage({ kind: 'error', text: t(problem) });
      return;
    }
    setPicked({ file: chosen, url: URL.createObjectURL(chosen) });
  }

  async function run(action: () => Promise<string | null>, done: string) {
    setMessage(undefined);
    const saved = await write.run(action);
    if (!saved) return;
    storeAvatar(saved.data);
    reset();
    setMessage({ kind: 'ok', text: done });
  }

  const upload = () =>
    run(async () => {
      // The image goes with its own content type (image/jpeg, image/png or image/webp).
      const saved = await rest('put', '/api/avatars/me', { bytes: file! });
      return saved.avatarUrl;
    }, t('saved'));
  const remove = () =>
    run(async () => {
      await rest('delete', '/api/avatars/me');
      return null;
    }, t('removed'));

  return (
    <div className="max-w-3xl">
      <PageHeader title={t('title')} description={t('description')} />
      <LoadingOverlay loading={write.pending} label={t('saving')}>
        <section aria-label={t('title')} className={`${cardClass} space-y-6`}>
          <div className="flex flex-wrap items-center gap-6">
            <figure className="flex flex-col items-center gap-2">
              {preview ? (
                <img
                  src={preview}
                  alt={t('preview')}
                  className="h-32 w-32 rounded-full object-cover ring-4 ring-primary-subtle"
                />
              ) : (
                <Avatar src={user.avatar} name={name} size="h-32 w-32 text-4xl" />
              )}
              <figcaption className="text-sm text-gray-700 dark:text-gray-300">
                {preview ? t('preview') : t('current')}
              </figcaption>
            </figure>
            <div className="min-w-0 flex-1 space-y-3">
              {!user.avatar && !preview && (
                <p className="text-gray-700 dark:text-gray-300">{t('none')}</p>
              )}
              <div>
                <label htmlFor={inputId} className={buttonClass('default', 'cursor-pointer')}>
                  <Icon name="camera" />
                  {t('choose')}
                </label>
                <input
                  ref={input}
                  id={inputId}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  aria-describedby={`${inputId}-rules`}
                  className="sr-only"
                  onChange={(event) => void choose(event.target.files?.[0])}
                />
              </div>
              <p id={`${inputId}-rules`} className="text-sm text-gray-700 dark:text-gray-300">
                {t('rules')}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            {file && (
              <>
                <button
                  type="button"
                  className={buttonClass('solid')}
                  onClick={() => void upload()}
                >
                  {t('save')}
                </button>
                <button type="button" className={buttonClass('default')} onClick={reset}>
                  {t('cancel')}
                </button>
              </>
            )}
            {!file && user.avatar && (
              <button
                type="button"
                className={buttonClass('default')}
                onClick={() => void remove()}
              >
                {t('remove')}
              </button>
            )}
          </div>
          <div aria-live="polite">
            {write.error && (
              <p role="alert" className="font-medium text-red-700 dark:text-red-300">
                {errorMessage(write.error, t('failed'))}
              </p>
            )}
            {message && (
              <p
                role={message.kind === 'error' ? 'alert' : 'status'}
                className={
                  message.kind === 'error'
                    ? 'font-medium text-red-700 dark:text-red-300'
                    : 'font-medium text-green-800 dark:text-green-300'
                }
              >
                {message.text}
              </p>
            )}
          </div>
        </section>
      </LoadingOverlay>
      <p className="mt-6">
        <Link to="/settings" className={linkClass}>
          {t('back')}
        </Link>
      </p>
    </div>
  );
}
