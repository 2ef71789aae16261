import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  HEART_CHECK_FACTS,
  productFactsText,
  type ProductFacts,
} from '@heartcheck/contracts/product-facts';
import home from '../../../public/locales/en/home.json';
import legal from '../../../public/locales/en/legal.json';
import translation from '../../../public/locales/en/translation.json';
import { wearTime } from './wear';

/**
 * The texts that state a product's wear time, return window and fee (the Terms, the sign-in
 * showcase, the dashboard with no order) take them from the product's facts, as the pages pass
 * them: a product with other facts reads its own numbers, and no number is written in the text.
 */
const MONITOR_24H: ProductFacts = {
  recordingHours: 24,
  minRecordingHours: 24,
  returnWindowDays: 8,
  replacementFeePence: 4500,
};

async function texts() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { home, legal, translation } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

async function terms(facts: ProductFacts): Promise<string> {
  const t = (await texts()).getFixedT('en', 'legal');
  const sections = t('terms.sections', {
    returnObjects: true,
    ...productFactsText(facts),
  }) as unknown as { paragraphs: string[] }[];
  return sections.flatMap((section) => section.paragraphs).join('\n');
}

describe('product facts in the page texts', () => {
  it('the Terms state the heart check’s facts', async () => {
    const text = await terms(HEART_CHECK_FACTS);
    expect(text).toContain('You wear it for 24 to 72 hours, then post it back');
    expect(text).toContain('please post it back within 7 days of finishing your recording');
    expect(text).toContain(
      'within 10 days of delivery (up to 72 hours of wear plus 7 days for the post), we charge a replacement fee of £68.00 to the card',
    );
    expect(text).not.toContain('{{');
  });

  it('the same Terms state a 24-hour monitor’s facts from its facts alone', async () => {
    const text = await terms(MONITOR_24H);
    expect(text).toContain('You wear it for 24 hours, then post it back');
    expect(text).toContain(
      'within 8 days of delivery (up to 24 hours of wear plus 7 days for the post), we charge a replacement fee of £45.00 to the card',
    );
    expect(text).not.toMatch(/72 hours|10 days of delivery|£68/);
  });

  it('the showcase and the dashboard’s invitation follow the wear time', async () => {
    const i18n = await texts();
    const showcase = (facts: ProductFacts) =>
      i18n.t('public.showcaseText', { recordingHours: facts.recordingHours });
    expect(showcase(HEART_CHECK_FACTS)).toMatch(/for up to 72 hours, post it back/);
    expect(showcase(MONITOR_24H)).toMatch(/for up to 24 hours, post it back/);
    const invite = (facts: ProductFacts) =>
      i18n.getFixedT('en', 'home')('noOrderText', wearTime(facts));
    expect(invite(HEART_CHECK_FACTS)).toContain('you wear it for 24 to 72 hours and post it back');
    expect(invite(MONITOR_24H)).toContain('you wear it for 24 hours and post it back');
  });
});
