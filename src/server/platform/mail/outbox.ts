// E-mail is written to the outbox in the caller's transaction and delivered later by the worker, so a
// failed e-mail never fails the action and is never lost (docs/architecture.md, 'Mail outbox').
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db, Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { doublingDelayMs, Poller } from '../poller.ts';
import { renderTemplate, type MailContext, type TemplateData, type TemplateName } from './templates.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text content (calendar invitations, CSV) */
  content: string;
}

export interface OutgoingMail {
  /**
   * The outbox row's own Message-ID: a message sent again (after a crash between the relay's acceptance and
   * the row's update) carries the same one, so the recipient's mail program recognises the copy
   * (docs/rules/emails.md, 'Delivery and retries').
   */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

export interface MailTransport {
  readonly kind: 'smtp' | 'dev-mailbox';
  /** Returns the message id the relay took; throws when the relay refuses or cannot be reached. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export function createSmtpTransport(url: string): MailTransport {
  // nodemailer loads with the first message, so a server that sends none does not hold it in memory.
  let transporter: Promise<Transporter> | undefined;
  const load = async () => {
    const { default: nodemailer } = await import('nodemailer');
    // Each timeout stays well inside the two-minute lease of a claimed message.
    return nodemailer.createTransport({
      url,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  };
  const connect = () =>
    (transporter ??= load().catch((error: unknown) => {
      transporter = undefined; // the next message tries again
      throw error;
    }));
  return {
    kind: 'smtp',
    async send(mail) {
      const transport = await connect();
      const info = await transport.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
      return info.messageId || mail.messageId;
    },
    close: () =>
      void transporter?.then(
        (opened) => opened.close(),
        () => {},
      ),
  };
}

/** Without SMTP the message stays readable in /dev/mailbox; delivery is only marked. */
export function createDevMailboxTransport(): MailTransport {
  return { kind: 'dev-mailbox', send: async (mail) => mail.messageId, close() {} };
}

export interface QueuedMessage<T extends TemplateName> {
  to: string;
  /** The person the message is to or about (user id): erasing them deletes it while queued. */
  aboutUserId?: string | null;
  template: T;
  data: TemplateData[T];
  attachments?: MailAttachment[];
}

export class Mailer {
  readonly #context: MailContext;
  readonly #clock: () => Date;

  constructor(context: MailContext, clock: () => Date = () => new Date()) {
    this.#context = context;
    this.#clock = clock;
  }

  /** Renders the template and writes the outbox row with `executor` (pass the action's transaction). */
  async queue<T extends TemplateName>(executor: Executor, message: QueuedMessage<T>): Promise<string> {
    const rendered = renderTemplate(this.#context, message.template, message.data);
    const now = this.#clock();
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        to: message.to,
        aboutUserId: message.aboutUserId ?? null,
        template: message.template,
        ...rendered,
        attachments: message.attachments ?? [],
        createdAt: now,
        nextAttemptAt: now,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('outbox insert returned no row');
    return row.id;
  }

  /**
   * For e-mails that are a side effect (docs/rules/emails.md, 'A failed e-mail never fails the action'):
   * written in a savepoint of the action's transaction, so a failure is logged and the action still commits.
   */
  async queueQuietly<T extends TemplateName>(
    executor: Executor,
    logger: FastifyBaseLogger,
    message: QueuedMessage<T>,
  ): Promise<void> {
    try {
      await executor.transaction(async (savepoint) => {
        await this.queue(savepoint, message);
      });
    } catch (error) {
      logger.warn({ err: error, template: message.template }, 'e-mail could not be queued');
    }
  }
}

export interface MailDeliveryOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: FastifyBaseLogger;
  clock?: () => Date;
  pollMs?: number;
  maxAttempts?: number;
  batchSize?: number;
}

interface DueMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  attempts: number;
}

const LEASE_MS = 2 * 60_000;

/** The domain of the sender's address (`MAIL_FROM`), which names the Message-IDs it gives. */
function senderDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** `<{outbox row id}@{MAIL_FROM's domain}>`: one Message-ID per outbox row, however often it is sent. */
export function outboxMessageId(rowId: string, from: string): string {
  return `<${rowId}@${senderDomain(from)}>`;
}

/** Retry after 1, 2, 4, ... minutes, at most an hour apart. */
export const mailBackoffMs = (attempts: number) => doublingDelayMs(attempts, 60_000);

export class MailDelivery {
  readonly #o: Required<Omit<MailDeliveryOptions, 'db' | 'transport' | 'logger' | 'from'>> &
    Pick<MailDeliveryOptions, 'db' | 'transport' | 'logger' | 'from'>;
  readonly #poller: Poller<{ row: DueMail; lease: Date }>;

  constructor(options: MailDeliveryOptions) {
    // One message per claim: its lease then covers only its own delivery.
    this.#o = { clock: () => new Date(), pollMs: 1_000, maxAttempts: 10, batchSize: 1, ...options };
    this.#poller = new Poller(
      () => this.#claim(),
      (mail) => this.#send(mail.row, mail.lease),
      this.#o,
      'mail delivery failed',
    );
  }

  start(): void {
    this.#poller.start();
  }

  async stop(): Promise<void> {
    await this.#poller.stop();
    this.#o.transport.close();
  }

  /** Sends every due message once; returns how many were sent. Tests call it directly. */
  deliverDue(): Promise<number> {
    return this.#poller.run();
  }

  async #claim(): Promise<{ row: DueMail; lease: Date }[]> {
    const { db, clock, batchSize } = this.#o;
    const now = clock();
    // The lease's end time doubles as its token: a worker whose lease was taken over cannot overwrite the result.
    const lease = new Date(now.getTime() + LEASE_MS);
    const result = await db.execute(sql`
      update ${mailOutbox} set attempts = attempts + 1, locked_until = ${lease}
      where id in (
        select id from ${mailOutbox}
        where status = 'pending' and next_attempt_at <= ${now} and (locked_until is null or locked_until < ${now})
        order by next_attempt_at limit ${batchSize}
        for update skip locked)
      returning id, "to", subject, html, text, attachments, attempts`);
    return (result as unknown as { rows: DueMail[] }).rows.map((row) => ({ row, lease }));
  }

  async #send(mail: DueMail, lease: Date): Promise<boolean> {
    const { db, clock, transport, logger, from, maxAttempts } = this.#o;
    try {
      const messageId = await transport.send({
        messageId: outboxMessageId(mail.id, from),
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
      });
      await db.execute(sql`
        update ${mailOutbox} set status = 'sent', sent_at = ${clock()}, message_id = ${messageId},
          locked_until = null, last_error = null
        where id = ${mail.id} and locked_until = ${lease}`);
      return true;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const final = mail.attempts >= maxAttempts;
      logger.warn({ err: error, mailId: mail.id, attempt: mail.attempts, final }, 'e-mail delivery failed');
      await db.execute(sql`
        update ${mailOutbox} set status = ${final ? 'failed' : 'pending'}, last_error = ${reason}, locked_until = null,
          next_attempt_at = ${new Date(clock().getTime() + mailBackoffMs(mail.attempts))}
        where id = ${mail.id} and locked_until = ${lease}`);
      return false;
    }
  }
}
