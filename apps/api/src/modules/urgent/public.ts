/** The urgent-findings module's public surface: the only file other modules import. */
export { urgentTasks } from './schema.ts';
export { createUrgentTask, URGENT_REASONS, urgentOfOrder, type UrgentFlag } from './service.ts';
export { applyUrgentFlag, type UrgentChange } from './amend.ts';
export { queueUnreached, queueUrgent } from './notify.ts';
export { customerPhone } from './phone.ts';
export { isStaffed, callDueBy } from './hours.ts';
