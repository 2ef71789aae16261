/** The users module's public surface: the only file other modules import. */
export { users, type UserRow } from './schema.ts';
export { createUserIdFinder, findUserByPrincipal } from './service.ts';
export { AVATAR_MAX_BYTES, TOO_LARGE_MESSAGE } from './avatar.ts';
