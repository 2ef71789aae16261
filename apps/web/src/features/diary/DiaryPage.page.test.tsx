import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Diary } from '@heartcheck/contracts/diary';
import { missingKeys, mockApi, renderPage } from '@/test/page';
import { DiaryPage } from './DiaryPage';

afterEach(() => {
  vi.restoreAllMocks();
  expect(missingKeys.splice(0)).toEqual([]);
});

const ORDER_ID = '6f1c1d2e-0000-4000-8000-000000000001';
const ENTRY = {
  id: 'e1',
  occurredAt: '2026-11-20T10:00:00.000Z',
  symptom: 'palpitations',
  symptomLabel: 'Palpitations',
  activity: 'walking',
  activityLabel: 'Walking',
  note: '',
};
const DIARY: Diary = {
  order: { id: ORDER_ID, number: 'HC-2026-000101', status: 'delivered' },
  open: true,
  entries: [ENTRY],
};

async function openDiary() {
  const calls = mockApi([
    { url: `/orders/${ORDER_ID}/diary`, body: DIARY },
    { method: 'POST', url: `/orders/${ORDER_ID}/diary`, status: 201, body: ENTRY },
    { method: 'DELETE', url: `/orders/${ORDER_ID}/diary/e1`, status: 204, body: '' },
  ]);
  await renderPage(<DiaryPage />, {
    url: `/order-details/${ORDER_ID}/diary`,
    route: '/order-details/:id/diary',
  });
  await screen.findByRole('heading', { name: 'Add a symptom' });
  return { calls, sent: () => calls.filter((c) => c.method !== 'GET') };
}

describe('the symptom diary', () => {
  it('records nothing the customer did not choose: both lists start empty and must be chosen', async () => {
    const { sent } = await openDiary();
    const user = userEvent.setup();
    expect(screen.getByLabelText('What did you feel?')).toHaveValue('');
    expect(screen.getByLabelText('What were you doing?')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Add to diary' }));
    expect(screen.getByLabelText('What did you feel?')).toHaveAccessibleDescription(
      'Choose what you felt.',
    );
    expect(screen.getByLabelText('What were you doing?')).toHaveAccessibleDescription(
      'Choose what you were doing.',
    );
    await waitFor(() => expect(screen.getByLabelText('What did you feel?')).toHaveFocus());
    expect(sent()).toEqual([]);
  });

  it('asks for the time when the date field was cleared, instead of failing to save', async () => {
    const { sent } = await openDiary();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('When did it happen?'));
    await user.selectOptions(screen.getByLabelText('What did you feel?'), 'dizziness');
    await user.selectOptions(screen.getByLabelText('What were you doing?'), 'walking');
    await user.click(screen.getByRole('button', { name: 'Add to diary' }));
    expect(screen.getByLabelText('When did it happen?')).toHaveAccessibleDescription(
      'Enter the date and time it happened.',
    );
    await waitFor(() => expect(screen.getByLabelText('When did it happen?')).toHaveFocus());
    expect(sent()).toEqual([]);
  });

  it('asks what "Other" was before saving it', async () => {
    const { sent } = await openDiary();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('What did you feel?'), 'other');
    await user.selectOptions(screen.getByLabelText('What were you doing?'), 'resting');
    await user.click(screen.getByRole('button', { name: 'Add to diary' }));
    const note = screen.getByLabelText('Describe it (needed when you choose Other)');
    expect(note).toHaveAccessibleDescription('Say what you felt: you chose Other.');
    expect(sent()).toEqual([]);
    await user.type(note, 'A thud in my throat');
    await user.click(screen.getByRole('button', { name: 'Add to diary' }));
    await screen.findByText('Added to your diary.');
    expect(sent()[0]?.body).toMatchObject({
      symptom: 'other',
      activity: 'resting',
      note: 'A thud in my throat',
    });
  });

  it('deletes an entry only when the customer confirms', async () => {
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { sent } = await openDiary();
    const user = userEvent.setup();
    const remove = screen.getByRole('button', { name: /^Delete the entry of / });
    await user.click(remove);
    expect(ask).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Delete this entry \(.*Palpitations \(fluttering or pounding heartbeat\)\)\?/,
      ),
    );
    expect(sent()).toEqual([]);
    await user.click(remove);
    await waitFor(() => expect(sent().map((c) => c.method)).toEqual(['DELETE']));
  });
});
