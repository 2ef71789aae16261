import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import home from '../../../public/locales/en/home.json';
import orders from '../../../public/locales/en/orders.json';
import { wearTime } from './wear';

/** The customer's wear-time texts, interpolated from the product facts as the pages do. */
async function texts() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { orders, home } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const HEART_CHECK = { recordingHours: 72, minRecordingHours: 24 };
const MONITOR_24H = { recordingHours: 24, minRecordingHours: 24 };

describe('wear time in the page texts', () => {
  it('keeps the 72-hour heart check’s texts', async () => {
    const i18n = await texts();
    const t = i18n.getFixedT('en', 'orders');
    expect(t('details.wear1', wearTime(HEART_CHECK))).toBe(
      'Wear it for 24 to 72 hours, day and night, and carry on as normal.',
    );
    expect(t('newOrder.step3', wearTime(HEART_CHECK))).toBe(
      'We post a small single-lead ECG recorder to you. Wear it for 24 to 72 hours.',
    );
    expect(t('confirmation.next2', wearTime(HEART_CHECK))).toMatch(
      /^Wear it for 24 to 72 hours\. /,
    );
    expect(
      i18n.getFixedT('en', 'home')('next.delivered', { due: '3 March', ...wearTime(HEART_CHECK) }),
    ).toBe('Wear the recorder for 24 to 72 hours, then post it back by 3 March.');
  });

  it('states a 24-hour monitor’s single wear time from its facts alone', async () => {
    const i18n = await texts();
    const t = i18n.getFixedT('en', 'orders');
    expect(t('details.wear1', wearTime(MONITOR_24H))).toBe(
      'Wear it for 24 hours, day and night, and carry on as normal.',
    );
    expect(t('confirmation.next2', wearTime(MONITOR_24H))).toMatch(/^Wear it for 24 hours\. /);
    const home = i18n.getFixedT('en', 'home');
    expect(home('next.dispatched', { tracking: '', ...wearTime(MONITOR_24H) })).toBe(
      'Your kit is on its way. Wear it for 24 hours once it arrives.',
    );
    // Texts without a wear time ignore the context and read as before.
    expect(t('confirmation.next1', wearTime(MONITOR_24H))).toMatch(/^We post your heart monitor/);
  });
});
