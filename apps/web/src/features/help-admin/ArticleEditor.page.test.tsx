import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missingKeys, renderPage } from '@/test/page';
import type { Article } from '@heartcheck/contracts/help';
import { ArticleEditor } from './ArticleEditor';

const QUESTION = 'Leave without saving? Your changes to this article will be lost.';

afterEach(() => {
  vi.restoreAllMocks();
  expect(missingKeys.splice(0)).toEqual([]);
});

/** A new article's editor beside a link to another page of the app. */
async function openNewArticle(onDone: (saved: Article | null) => void) {
  await renderPage(
    <>
      <Link to="/support-hub">Help Centre</Link>
      <ArticleEditor id={null} onDone={onDone} />
    </>,
    { url: '/support-hub/manage' },
  );
  return screen.findByLabelText('Title');
}

describe('the help article editor', () => {
  it('closes at once when nothing was changed', async () => {
    const ask = vi.spyOn(window, 'confirm');
    const onDone = vi.fn();
    await openNewArticle(onDone);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(ask).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledWith(null);
  });

  it('asks before Cancel throws away typed work, and keeps it when the editor says no', async () => {
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const onDone = vi.fn();
    const user = userEvent.setup();
    await user.type(await openNewArticle(onDone), 'Cycling with your recorder');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(ask).toHaveBeenCalledWith(QUESTION);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Cycling with your recorder');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledWith(null);
  });

  it('asks before a link to another page leaves typed work, and stays when the editor says no', async () => {
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    await user.type(await openNewArticle(vi.fn()), 'Cycling');
    await user.click(screen.getByRole('link', { name: 'Help Centre' }));
    expect(ask).toHaveBeenCalledWith(QUESTION);
    expect(screen.getByLabelText('Title')).toHaveValue('Cycling');
    await user.click(screen.getByRole('link', { name: 'Help Centre' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('warns the browser before the tab closes with typed work, and not without', async () => {
    const user = userEvent.setup();
    const field = await openNewArticle(vi.fn());
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await user.type(field, 'Cycling');
    expect(closing()).toBe(true);
    await user.clear(field);
    expect(closing()).toBe(false);
  });
});
