/** The help module's public surface: the only file other modules import. */
export { sanitizeArticleHtml } from './html.ts';
export { fillPlaceholders, SEED_ARTICLES, seedHelpCentre } from './seed.ts';
export { SUPPORT_EMAIL } from './content/types.ts';
