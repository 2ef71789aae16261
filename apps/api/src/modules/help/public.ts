/** The help module's public surface: the only file other modules import. */
export { sanitizeArticleHtml } from './html.ts';
export { seedHelpCentre } from './seed.ts';
