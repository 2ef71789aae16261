import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

const TOKEN = 'q0T-CmOUe8bX2vLr9ZkP4sWn7yHa1dGf5jEu3cVi6oM';

describe('redactUrl: what a request log line keeps of the path', () => {
  it('drops the query string and fragment', () => {
    expect(redactUrl('/reset-password?token=abc#x')).toBe('/reset-password');
  });

  it('hides a capability in its known places, whatever the case or doubled slashes', () => {
    expect(redactUrl(`/api/shared/${TOKEN}/report.pdf`)).toBe('/api/shared/[redacted]/report.pdf');
    expect(redactUrl(`//api//shared/${TOKEN}`)).toBe('//api//shared/[redacted]');
    expect(redactUrl(`/Share/${TOKEN}`)).toBe('/Share/[redacted]');
    expect(redactUrl('/idp/interaction/abc123')).toBe('/idp/interaction/[redacted]');
    expect(redactUrl('/payments-sandbox/checkout/cs_test_1')).toBe(
      '/payments-sandbox/checkout/[redacted]',
    );
  });

  it('hides a token-like segment anywhere, and keeps ids and slugs readable', () => {
    expect(redactUrl(`/%73hare/${TOKEN}`)).toBe('/%73hare/[redacted]');
    const id = '9b2f6c1e-4a8d-4f3b-9c7e-2d1a5b6c7d8e';
    expect(redactUrl(`/api/results/${id}/report.pdf`)).toBe(`/api/results/${id}/report.pdf`);
    const slug = '/api/helps/articles/how-to-return-your-recorder-after-wearing-it';
    expect(redactUrl(slug)).toBe(slug);
  });
});
