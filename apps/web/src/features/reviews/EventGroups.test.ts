import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_KINDS } from '@heartcheck/contracts/event-kinds';
import { URGENT_REASONS } from '@heartcheck/contracts/urgent-reasons';
import type { EventView } from '@heartcheck/contracts/results';
import { byConfidence, eventValue, groupEvents } from './EventGroups';

const locale = (ns: string) =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, `../../../public/locales/en/${ns}.json`),
      'utf8',
    ),
  ) as Record<string, Record<string, unknown>>;

const ev = (id: string, atS: number, extra: Partial<EventView> = {}): EventView => ({
  id,
  kind: 'vf',
  label: 'Ventricular fibrillation or flutter',
  startSample: atS * 360,
  endSample: atS * 360 + 360,
  startTime: null,
  atS,
  durationS: 1,
  value: 1,
  ...extra,
});

describe('the review list of engine events', () => {
  it('names every event kind and urgent reason the contract lists, on the review and results screens', () => {
    const reviews = locale('reviews');
    const results = locale('results');
    for (const kind of EVENT_KINDS) {
      expect(reviews.kinds![kind], kind).toEqual(expect.any(String));
      expect(results.events![kind], kind).toEqual(expect.any(String));
    }
    const reasons = (reviews.urgent as { reasons: Record<string, string> }).reasons;
    const operations = (locale('operations').urgent as { reasons: Record<string, string> }).reasons;
    for (const reason of URGENT_REASONS) {
      expect(reasons[reason], reason).toEqual(expect.any(String));
      expect(operations[reason], reason).toEqual(expect.any(String));
    }
  });

  it('gives every event kind its figure in the list', () => {
    const values = locale('reviews').values as Record<string, string>;
    // The English templates filled in, as i18next does (plurals by count).
    const t = (key: string, options: Record<string, unknown> = {}) => {
      const name = key.replace('values.', '');
      const template = values[name] ?? values[`${name}_${options.count === 1 ? 'one' : 'other'}`];
      return template!.replace(/\{\{(\w+)\}\}/g, (_all, field: string) => String(options[field]));
    };
    for (const kind of EVENT_KINDS)
      expect(eventValue(ev(kind, 10, { kind, value: 2, meanHr: 150 }), t), kind).not.toBe('');
    expect(eventValue(ev('c', 10, { kind: 'couplet', value: 2, meanHr: 150 }), t)).toBe(
      '2 beats · 150 bpm',
    );
    expect(eventValue(ev('v', 10, { kind: 'ventricular-beat', value: 412.4 }), t)).toBe(
      'coupling 412 ms',
    );
  });

  it('puts the least sure first: uncertain, then lowest confidence, then those without one, by time', () => {
    const list = [
      ev('a', 10, { confidence: 0.9 }),
      ev('b', 20),
      ev('c', 30, { confidence: 0.4 }),
      ev('d', 40, { confidence: 0.95, uncertain: true }),
      ev('e', 5),
    ];
    expect([...list].sort(byConfidence).map((e) => e.id)).toEqual(['d', 'c', 'a', 'e', 'b']);
  });

  it('counts the uncertain ones listed on top of the counted total', () => {
    const [group] = groupEvents([ev('a', 10), ev('b', 20, { uncertain: true })], { vf: 1 });
    expect(group).toMatchObject({ kind: 'vf', total: 2, uncertain: 1 });
    expect(group!.shown.map((e) => e.id)).toEqual(['b', 'a']);
  });
});
