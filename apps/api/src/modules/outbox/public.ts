/** The outbox module's public surface: the only file other modules import. */
export { outboxMessages } from './schema.ts';
export {
  createMailer,
  findOutboxMessage,
  listOutbox,
  MAIL_KINDS,
  type MailKind,
  type Mailer,
  type OutboxMailer,
  type OutgoingMail,
} from './service.ts';
export { messageIdOf } from './delivery.ts';
