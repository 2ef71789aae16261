/** The urgent-findings module's public surface: the only file other modules import. */
export { urgentTasks } from './schema.ts';
export { createUrgentTask, URGENT_REASONS, urgentOfOrder, type UrgentFlag } from './service.ts';
export { notifyUrgent } from './notify.ts';
