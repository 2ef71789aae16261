/** The catalogue module's public surface: the only file other modules import. */
export { seedCatalogue } from './seed.ts';
export { catalogueProducts } from './schema.ts';
