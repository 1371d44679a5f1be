export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Queues an e-mail. Delivery happens later from a persistent outbox, so a mail server outage never loses a
 * message nor fails the operation that sent it. Inside `TransactionRunner.run` the mail is committed with the data.
 */
export abstract class Mailer {
  abstract enqueue(message: MailMessage): Promise<void>;
}
