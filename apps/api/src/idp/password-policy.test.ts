import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('password policy (NIST SP 800-63B §5.1.1.2, NCSC password guidance)', () => {
  it.each(['Password1!', 'Passw0rd!', 'Welcome123', 'Qwerty123!'])(
    'refuses the common password %s, naming why',
    (password) => {
      expect(passwordProblem(password)).toMatch(/common|breach/i);
    },
  );

  it.each([
    'lantern orbit teacup meadow',
    'granite puffin saxophone',
    'my cat sleeps on the radiator',
    'Heart-Check-72',
  ])('accepts %s without asking for symbols, digits or capitals', (password) => {
    expect(passwordProblem(password)).toBeUndefined();
  });

  it('refuses fewer than 10 characters and says how many are needed', () => {
    expect(passwordProblem('tuba-ox-7')).toMatch(/at least 10 characters/);
  });

  it('welcomes long passphrases (64 characters and more)', () => {
    const long = 'the quick grey heron waits by the cold river while the tide turns slowly';
    expect(long.length).toBeGreaterThan(64);
    expect(passwordProblem(long)).toBeUndefined();
  });

  it('refuses a common password however it is dressed up', () => {
    for (const password of [
      'iloveyou2024',
      'P@ssw0rd2026',
      '123456789012',
      'aaaaaaaaaaaa',
      'Sunshine!!!!',
      'abcdefghijkl',
    ])
      expect(passwordProblem(password), password).toMatch(/common|breach|repeated/i);
  });
});
