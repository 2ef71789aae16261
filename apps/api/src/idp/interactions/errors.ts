import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import {
  databaseUnreachable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from '../../http/unavailable.ts';
import { describeError, logger } from '../../lib/logger.ts';
import { alertBox, layout } from '../pages.ts';

/**
 * The provider screens' error page: an expired interaction says so (400), a database outage
 * answers 503 with Retry-After, anything else a generic 500; details go to the log only.
 */
export function interactionErrorHandler(db: Database) {
  return async (error: Error, c: Context) => {
    const expired = error.name === 'SessionNotFound' || error.name === 'InvalidRequest';
    if (!expired && (await databaseUnreachable(db))) {
      logger.error('identity provider: database unavailable', describeError(error));
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.html(layout('Temporarily unavailable', alertBox(UNAVAILABLE_MESSAGE)), 503);
    }
    if (!expired) logger.error('identity provider interaction failed', describeError(error));
    return c.html(
      layout(
        expired ? 'Your sign-in has expired' : 'Something went wrong',
        `${alertBox(expired ? 'This sign-in page has expired. Please start again from HeartCheck.' : 'We could not complete the sign-in. Please try again.')}
<p class="aside"><a href="/">Return to HeartCheck</a></p>`,
      ),
      expired ? 400 : 500,
    );
  };
}
