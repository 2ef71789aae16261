import { describe, expect, it } from 'vitest';
import { linkHref } from './link-href';

describe('linkHref', () => {
  it.each([
    ['www.nhs.uk', 'https://www.nhs.uk'],
    ['  nhs.uk/conditions/arrhythmia ', 'https://nhs.uk/conditions/arrhythmia'],
    ['https://www.bhf.org.uk', 'https://www.bhf.org.uk'],
    ['http://example.org', 'http://example.org'],
    ['HTTPS://EXAMPLE.ORG', 'HTTPS://EXAMPLE.ORG'],
    ['support@heartcheck.example', 'mailto:support@heartcheck.example'],
    ['mailto:support@heartcheck.example', 'mailto:support@heartcheck.example'],
    ['tel:+441234567890', 'tel:+441234567890'],
    ['/support-hub/articles/returning-your-device', '/support-hub/articles/returning-your-device'],
    ['#before-you-ride', '#before-you-ride'],
  ])('%s links to %s', (typed, href) => {
    expect(linkHref(typed)).toBe(href);
  });

  it('an empty answer removes the link', () => {
    expect(linkHref('   ')).toBeUndefined();
  });
});
