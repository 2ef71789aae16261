import { describe, expect, it } from 'vitest';
import {
  MAX_RECORDER_EVENT_TEXT,
  MAX_RECORDER_EVENTS,
} from '@heartcheck/contracts/recorder-events';
import { recorderEventsOf } from './recorder-events.ts';

describe('recorder events kept at intake', () => {
  it('keeps onset in seconds, duration and text, in time order', () => {
    const kept = recorderEventsOf(
      [
        { sample: 25_000, label: 'Lead off', durationS: 12.5 },
        { sample: 2_500, label: 'Event button' },
      ],
      250,
    );
    expect(kept).toEqual({
      events: [
        { atS: 10, durationS: null, text: 'Event button' },
        { atS: 100, durationS: 12.5, text: 'Lead off' },
      ],
      omitted: 0,
    });
  });

  it('makes each text one storable line, cut at the cap, and drops empty ones', () => {
    const long = '€'.repeat(MAX_RECORDER_EVENT_TEXT + 50);
    const { events } = recorderEventsOf(
      [
        { sample: 0, label: ' Pressed\u0000 \r\nbutton\u0007 ' },
        { sample: 1, label: long },
        { sample: 2, label: ' \u0001 ' },
        { sample: 3, label: 'bad duration', durationS: Number.NaN },
      ],
      1,
    );
    expect(events.map((e) => e.text)).toEqual([
      'Pressed button',
      '€'.repeat(MAX_RECORDER_EVENT_TEXT),
      'bad duration',
    ]);
    expect(events[2]!.durationS).toBeNull();
  });

  it('keeps the first MAX_RECORDER_EVENTS and counts the rest (a file marking every beat)', () => {
    const beats = Array.from({ length: MAX_RECORDER_EVENTS + 7 }, (_, i) => ({
      sample: (MAX_RECORDER_EVENTS + 7 - i) * 200,
      label: 'N',
    }));
    const kept = recorderEventsOf(beats, 250);
    expect(kept.events).toHaveLength(MAX_RECORDER_EVENTS);
    expect(kept.omitted).toBe(7);
    expect(kept.events[0]!.atS).toBe(0.8);
  });
});
