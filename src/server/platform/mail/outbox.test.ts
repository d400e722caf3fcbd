import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { silentLogger, testAppForFile } from '../../test/test-app.ts';
import { createSmtpTransport, mailBackoffMs, MailDelivery } from './outbox.ts';

const t = testAppForFile();
beforeEach(async () => {
  await t.services.database.db.delete(mailOutbox);
});

const queueAssignment = (to = 'tanusito@example.hu') =>
  t.services.mailer.queue(t.services.database.db, {
    to,
    template: 'AUDITOR_ASSIGNMENT',
    data: {
      auditorName: 'Szabó Péter',
      address: '1061 Budapest, Andrássy út 1',
      area: 85,
      contactName: null,
      contactPhone: null,
    },
    attachments: [
      {
        filename: 'idopont.ics',
        contentType: 'text/calendar; method=REQUEST',
        content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      },
    ],
  });

/** A real SMTP server in the test process that keeps what it receives. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server,
    received,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the outbox', () => {
  it('is written in the caller’s transaction: a rolled-back action leaves no e-mail', async () => {
    await expect(
      t.services.database.db.transaction(async (tx) => {
        await t.services.mailer.queue(tx, {
          to: 'a@example.hu',
          template: 'PASSWORD_RESET',
          data: { name: 'Anna', url: 'http://localhost:3000/reset-password?token=x' },
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await t.services.database.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('delivery over SMTP', () => {
  /** A test SMTP server and the delivery worker sending to it. */
  const smtpDelivery = async () => {
    const smtp = await startSmtp();
    const delivery = new MailDelivery({
      db: t.services.database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      from: 'Portál <noreply@portal.example.hu>',
      logger: silentLogger,
      clock: t.clock.now,
    });
    return { smtp, delivery };
  };

  it('delivers to a real SMTP server with the HTML, text and calendar attachment', async () => {
    const { smtp, delivery } = await smtpDelivery();
    const id = await queueAssignment();
    expect(await delivery.deliverDue()).toBe(1);
    await delivery.stop();
    await smtp.close();

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['tanusito@example.hu']);
    const parsed = await PostalMime.parse(smtp.received[0]?.raw ?? '');
    expect(parsed.subject).toBe('Új ügyfél lett Önhöz rendelve: 1061 Budapest, Andrássy út 1');
    expect(parsed.html).toContain('Szabó Péter');
    expect(parsed.text).toContain('Alapterület: 85 m²');
    expect(parsed.text).toContain('Kapcsolattartó: Nincs megadva');
    expect(parsed.attachments.map((a) => a.filename)).toEqual(['idopont.ics']);
    const [row] = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.messageId).toBeTruthy();
  });

  it('sends a message again after a crash mid-delivery with the same Message-ID, so it is seen as a copy', async () => {
    const { smtp, delivery } = await smtpDelivery();
    const id = await queueAssignment();
    expect(await delivery.deliverDue()).toBe(1);
    // The process died after the relay took the message and before the row said so: the row is as the
    // claim left it, leased and pending.
    await t.services.database.db
      .update(mailOutbox)
      .set({
        status: 'pending',
        sentAt: null,
        messageId: null,
        lockedUntil: new Date(t.clock.now().getTime() + 120_000),
      })
      .where(eq(mailOutbox.id, id));
    expect(await delivery.deliverDue()).toBe(0);
    t.clock.advance(120_001); // the lease ends: another worker (or this one) takes the row up again
    expect(await delivery.deliverDue()).toBe(1);
    await delivery.stop();
    await smtp.close();

    expect(smtp.received).toHaveLength(2);
    const [first, second] = await Promise.all(smtp.received.map((mail) => PostalMime.parse(mail.raw)));
    expect(first?.messageId).toBe(`<${id}@portal.example.hu>`);
    expect(second?.messageId).toBe(first?.messageId);
    const [row] = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, messageId: `<${id}@portal.example.hu>` });
  });

  it('loses nothing while the relay is down, and delivers once it is back', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close(); // the relay is down
    const delivery = new MailDelivery({
      db: t.services.database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}?connectionTimeout=2000`),
      from: 'noreply@portal.example.hu',
      logger: silentLogger,
      clock: t.clock.now,
    });
    const id = await queueAssignment('ugyfel@example.hu');
    expect(await delivery.deliverDue()).toBe(0);
    const [failed] = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + mailBackoffMs(1));

    // Not due yet: nothing is retried early.
    expect(await delivery.deliverDue()).toBe(0);
    expect(
      (await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.attempts,
    ).toBe(1);

    // The relay comes back on the same port; after the back-off the message goes out.
    const back = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (s, _session, cb) => s.on('end', () => cb()).resume(),
    });
    await new Promise<void>((resolve) => back.listen(port, '127.0.0.1', resolve));
    t.clock.advance(mailBackoffMs(1));
    expect(await delivery.deliverDue()).toBe(1);
    const [sent] = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    await delivery.stop();
    await new Promise<void>((resolve) => back.close(() => resolve()));
  });

  it('gives up after the last attempt and keeps the reason', async () => {
    const delivery = new MailDelivery({
      db: t.services.database.db,
      transport: {
        kind: 'smtp',
        send: async () => Promise.reject(new Error('550 mailbox unavailable')),
        close() {},
      },
      from: 'noreply@portal.example.hu',
      logger: silentLogger,
      clock: t.clock.now,
      maxAttempts: 2,
    });
    const id = await queueAssignment();
    await delivery.deliverDue();
    t.clock.advance(mailBackoffMs(1));
    await delivery.deliverDue();
    const [row] = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: '550 mailbox unavailable' });
    await delivery.stop();
  });

  it('sends each message once even with two instances delivering at the same time', async () => {
    let sends = 0;
    const transport = { kind: 'smtp' as const, send: async () => `id-${++sends}`, close() {} };
    const make = () =>
      new MailDelivery({
        db: t.services.database.db,
        transport,
        from: 'x@example.hu',
        logger: silentLogger,
        clock: t.clock.now,
      });
    for (let i = 0; i < 10; i++) await queueAssignment(`cimzett${i}@example.hu`);
    const [a, b] = [make(), make()];
    const counts = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(counts[0] + counts[1]).toBe(10);
    expect(sends).toBe(10);
  });
});
