import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { missingKeys, renderPage } from '@/test/page';
import { LegalPage } from './LegalPage';

afterEach(() => {
  missingKeys.length = 0;
});

describe('LegalPage', () => {
  it('states the heart check’s wear time, return window and fee in the Terms', async () => {
    await renderPage(<LegalPage document="terms" />, { url: '/legal/terms' });
    const service = await screen.findByRole('region', { name: '3. The service' });
    expect(service).toHaveTextContent('You wear it for 24 to 72 hours, then post it back');
    expect(screen.getByRole('region', { name: '7. Returning the device' })).toHaveTextContent(
      'within 10 days of delivery (up to 72 hours of wear plus 7 days for the post), we charge a replacement fee of £68.00',
    );
    expect(document.body.textContent).not.toContain('{{');
    expect(missingKeys).toEqual([]);
  });
});
