// Email: queue in a transaction with enqueueMail, then call kickOutbox() after it commits.
export { enqueueMail, type MailMessage } from './outbox';
export { kickOutbox, startOutboxWorker, type OutboxWorker } from './outbox-worker';
