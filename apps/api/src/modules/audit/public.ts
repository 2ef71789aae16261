/** The audit module's public surface: the only file other modules import. */
export { auditLog, healthDataReads } from './schema.ts';
export {
  listAudit,
  PAYMENT_PROVIDER_ACTOR,
  recordAudit,
  SYSTEM_ACTOR,
  type Actor,
} from './service.ts';
export { logStaffRead, recordStaffReads, type HealthRead } from './access-log.ts';
export { customerAccessEntry } from './access-view.ts';
