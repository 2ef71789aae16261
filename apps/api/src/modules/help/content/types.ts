import type { TopicId } from '@heartcheck/contracts/help-topics';

/** Address customers write to; account deletion requests must come from the account's own address. */
export const SUPPORT_EMAIL = 'support@heartcheck.example';

export const SUPPORT_TEAM = {
  name: 'HeartCheck Support Team',
  img: '/images/help/author-support.svg',
};
export const CLINICAL_TEAM = {
  name: 'HeartCheck Clinical Team',
  img: '/images/help/author-clinical.svg',
};

/** A help article as written for the seed; its table of contents comes from its h2 headings. */
export interface SeedArticle {
  id: string;
  title: string;
  category: TopicId;
  starred: boolean;
  /** How long before the first start-up the article was last updated. */
  daysAgo: number;
  tags: string[];
  author: { name: string; img: string };
  content: string;
}
