/** The catalogue module's public surface: the only file other modules import. */
export { seedCatalogue } from './seed.ts';
export {
  HEART_CHECK_FACTS,
  postDays,
  productFactsText,
  wearHoursText,
  type ProductFacts,
} from './facts.ts';
export { catalogueProducts } from './schema.ts';
