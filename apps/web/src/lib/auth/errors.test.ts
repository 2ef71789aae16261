import { describe, expect, it } from 'vitest';
import { BrowserAuthError, BrowserAuthErrorMessage, describeAuthFailure } from './errors';

describe('sign-in errors', () => {
  it('carries the specification messages', () => {
    expect(BrowserAuthErrorMessage.invalidInteractionType.desc).toBe(
      'The provided interaction type is invalid.',
    );
    expect(BrowserAuthErrorMessage.unableToFallbackToInteraction.desc).toBe(
      'Interaction is required but another interaction is already in progress. Please try again when the current interaction is complete.',
    );
  });

  it('describes library errors by code and message, generic errors by name and message', () => {
    expect(
      describeAuthFailure(BrowserAuthError.of(BrowserAuthErrorMessage.invalidInteractionType)),
    ).toEqual({
      code: 'invalid_interaction_type',
      message: 'The provided interaction type is invalid.',
    });
    expect(
      describeAuthFailure({
        error: 'access_denied',
        error_description: 'The sign-in was cancelled.',
      }),
    ).toEqual({
      code: 'access_denied',
      message: 'The sign-in was cancelled.',
    });
    expect(describeAuthFailure(new TypeError('Failed to fetch'))).toEqual({
      code: 'TypeError',
      message: 'Failed to fetch',
    });
    expect(describeAuthFailure(new Error(''))).toEqual({
      code: 'Error',
      message: 'An unexpected error occurred',
    });
    expect(describeAuthFailure(42)).toEqual({
      code: 'unknown_error',
      message: 'An unexpected error occurred',
    });
  });
});
