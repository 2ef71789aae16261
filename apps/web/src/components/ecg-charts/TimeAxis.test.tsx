import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeAxis, tickStepS } from './TimeAxis';

function labels(durationS: number, width: number, startTime: string | null) {
  const { container } = render(
    <svg>
      <TimeAxis
        durationS={durationS}
        startTime={startTime}
        x={(s) => (s / durationS) * width}
        y={20}
        left={0}
        right={width}
      />
    </svg>,
  );
  return Array.from(container.querySelectorAll('text'), (t) => t.textContent);
}

describe('the time axis of a recording chart', () => {
  it('names each day once, where it starts, so a 72-hour chart on a phone is not "09:00" four times', () => {
    const texts = labels(72 * 3600, 320, '2026-11-19T09:00:00');
    expect(texts).toEqual([
      '09:00',
      'Thu 19',
      '09:00',
      'Fri 20',
      '09:00',
      'Sat 21',
      '09:00',
      'Sun 22',
    ]);
  });

  it('puts more ticks on a wide chart and names the day only when it changes', () => {
    const texts = labels(24 * 3600, 1100, '2026-03-29T09:00:00');
    expect(texts.slice(0, 3)).toEqual(['09:00', 'Sun 29 Mar', '11:00']);
    expect(texts.filter((t) => t === 'Mon 30 Mar')).toHaveLength(1);
  });

  it('chooses whole-hour steps that fit about one label per 90 px', () => {
    expect(tickStepS(72 * 3600, 320)).toBe(24 * 3600);
    expect(tickStepS(72 * 3600, 1100)).toBe(6 * 3600);
    expect(tickStepS(3600, 1100)).toBe(3600);
  });

  it('counts hours from the start when the recording has no clock', () => {
    expect(labels(2 * 3600, 1100, null)).toEqual(['+0:00', '+1:00', '+2:00']);
  });
});
