/** The outbox module's public surface: the only file other modules import. */
export { outboxMessages } from './schema.ts';
export { createMailer, findOutboxMessage, listOutbox, type Mailer } from './service.ts';
