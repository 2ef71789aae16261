/** The users module's public surface: the only file other modules import. */
import type { UserRow } from './schema.ts';
export { users, type UserRow } from './schema.ts';
export { createUserIdFinder, findUserById, findUserByPrincipal } from './service.ts';
export {
  confirmedByProvider,
  CONFIRM_BEFORE_ORDERING,
  type EmailConfirmation,
} from './email-confirmation.ts';
export { AVATAR_MAX_BYTES, deleteAvatar, readAvatar, TOO_LARGE_MESSAGE } from './avatar.ts';

declare module '../../auth/signed-in-user.ts' {
  /** The toolkit's signed-in user is this module's row (auth/signed-in-user.ts says why). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the row into the toolkit's type
  interface SignedInUser extends UserRow {}
}
