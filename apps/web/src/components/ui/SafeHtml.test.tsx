import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('removes scripts, event handlers, styles, images and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h2 id="a">Heading</h2><p onclick="alert(1)" style="color:red">Text</p>' +
          '<script>alert(2)</script><img src="x" onerror="alert(3)">' +
          '<a href="javascript:alert(4)">bad</a><a href="https://nhs.uk" target="_blank" rel="noopener noreferrer">NHS</a>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/script|onclick|onerror|style=|<img|javascript:/i);
    expect(container.querySelector('h2#a')?.textContent).toBe('Heading');
    const link = container.querySelector('a[href="https://nhs.uk"]');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
