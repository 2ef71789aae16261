/**
 * Sign-in errors with the codes and messages of the specification (§8), in the shape the
 * identity library's errors have (errorCode + errorMessage), so the failure screen shows them.
 */
export const BrowserAuthErrorMessage = {
  invalidInteractionType: {
    code: 'invalid_interaction_type',
    desc: 'The provided interaction type is invalid.',
  },
  unableToFallbackToInteraction: {
    code: 'unable_to_fallback_to_interaction',
    desc: 'Interaction is required but another interaction is already in progress. Please try again when the current interaction is complete.',
  },
  interactionRequired: {
    code: 'interaction_required',
    desc: 'Interaction is required to get a token: the user must sign in again.',
  },
  noServerResponse: {
    code: 'no_server_response',
    desc: 'The identity provider did not answer. Check your connection and try again.',
  },
} as const;

export class BrowserAuthError extends Error {
  override name = 'BrowserAuthError';
  readonly errorCode: string;
  readonly errorMessage: string;

  constructor(errorCode: string, errorMessage: string) {
    super(`${errorCode}: ${errorMessage}`);
    this.errorCode = errorCode;
    this.errorMessage = errorMessage;
  }

  static of(entry: { code: string; desc: string }): BrowserAuthError {
    return new BrowserAuthError(entry.code, entry.desc);
  }
}

export interface AuthFailure {
  code: string;
  message: string;
}

const FALLBACK_MESSAGE = 'An unexpected error occurred';

/**
 * What the failure screen shows: code and message from the identity library (an OAuth error
 * response or a BrowserAuthError), or name and message for generic errors (spec §8).
 */
export function describeAuthFailure(error: unknown): AuthFailure {
  if (error instanceof BrowserAuthError)
    return { code: error.errorCode, message: error.errorMessage };
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string') {
    const description =
      'error_description' in error && typeof error.error_description === 'string'
        ? error.error_description
        : '';
    return { code: error.error, message: description || FALLBACK_MESSAGE };
  }
  if (error instanceof Error)
    return { code: error.name, message: error.message || FALLBACK_MESSAGE };
  return { code: 'unknown_error', message: FALLBACK_MESSAGE };
}
