/** The sharing module's public surface: the share links table (account erasure ends the links). */
export { shareLinks } from './schema.ts';
