import { describe, expect, it } from 'vitest';
import { ADDABLE_EPISODES } from '@heartcheck/contracts/review-choices';
import { ADDABLE_EPISODE_TYPES } from '@heartcheck/ecg/review/episode-ops';

// The engine keeps its own list (it depends on nothing); the API accepts and the workstation
// offers the contracts' list. An episode type added to one only would be refused or not counted.
describe('episode types a cardiologist may add', () => {
  it('are the ones the engine recomputes the figures from, in the same order', () => {
    expect([...ADDABLE_EPISODES]).toEqual([...ADDABLE_EPISODE_TYPES]);
  });
});
