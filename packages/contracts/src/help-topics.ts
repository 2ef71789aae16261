/** Help-centre choices; no dependencies, so the web app may import them at run time. */

/** Topic ids of the help centre (spec §3). */
export const TOPIC_IDS = ['howToGuide', 'theData', 'accountManagement', 'tipsToImprove'] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

/** Sort keys of the management list (spec §7). */
export const MANAGE_SORT_KEYS = ['title', 'category', 'updateTime', 'updateTimeStamp'] as const;
export type ManageSortKey = (typeof MANAGE_SORT_KEYS)[number];

export function isTopicId(value: string): value is TopicId {
  return (TOPIC_IDS as readonly string[]).includes(value);
}
