// /dev/mailbox: every e-mail the portal queued, readable without an SMTP relay. Never registered in
// production (app.ts). Server-rendered HTML with no scripts, so the strict CSP holds here too.
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../../domain/sanitize.ts';
import { searchSchema } from '../../../domain/validation.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { mailOutbox } from '../../db/schema.ts';
import { PUBLIC } from '../../auth/access.ts';
import { notFound } from '../errors.ts';

export function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

const STATUS_LABELS = { pending: 'Várakozik', sent: 'Elküldve', failed: 'Sikertelen' } as const;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
  `<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1a1b1e}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #ddd}a{color:#1864ab}iframe{width:100%;height:70vh;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f8f9fa;padding:12px}</style>` +
  `</head><body><main>${body}</main></body></html>`;

const messageSchema = z.object({
  id: z.string(),
  to: z.string(),
  template: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  status: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  createdAt: z.date(),
});

export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database;
  const hide = { hide: true };
  // Loopback only (the hook below): the developer reading the mail the portal queued.
  const local = { access: PUBLIC };

  // Only for the developer's own machine, even when the dev server listens on every interface.
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.ip)) throw notFound();
  });

  app.get(
    '/messages',
    {
      config: local,
      schema: {
        ...hide,
        querystring: z.strictObject({ to: searchSchema(254).optional() }),
        response: { 200: z.object({ messages: z.array(messageSchema) }) },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(request.query.to ? eq(mailOutbox.to, request.query.to.toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(200);
      return { messages: rows };
    },
  );

  app.get('/', { config: local, schema: hide }, async (_request, reply) => {
    const rows = await db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        template: mailOutbox.template,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(200);
    const list =
      rows.length === 0
        ? '<p>Még nincs elküldött levél.</p>'
        : `<table><thead><tr><th scope="col">Időpont</th><th scope="col">Címzett</th><th scope="col">Tárgy</th><th scope="col">Sablon</th><th scope="col">Állapot</th></tr></thead><tbody>${rows
            .map(
              (row) =>
                `<tr><td>${formatDateTime(row.createdAt)}</td><td>${escapeHtml(row.to)}</td><td><a href="/dev/mailbox/${row.id}">${escapeHtml(row.subject)}</a></td><td>${escapeHtml(row.template)}</td><td>${STATUS_LABELS[row.status]}</td></tr>`,
            )
            .join('')}</tbody></table>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Fejlesztői postafiók',
          `<h1>Fejlesztői postafiók</h1><p>A portál által küldött levelek (legfeljebb 200, legújabb elöl).</p>${list}`,
        ),
      );
  });

  app.get(
    '/:id',
    { config: local, schema: { ...hide, params: z.strictObject({ id: z.uuid() }) } },
    async (request, reply) => {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, request.params.id));
      if (!row) throw notFound('A levél nem található.');
      const attachments = row.attachments.length
        ? `<h2>Mellékletek</h2><ul>${row.attachments.map((a) => `<li>${escapeHtml(a.filename)} (${escapeHtml(a.contentType)})<pre>${escapeHtml(a.content)}</pre></li>`).join('')}</ul>`
        : '';
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            row.subject,
            `<p><a href="/dev/mailbox">← Vissza a postafiókhoz</a></p><h1>${escapeHtml(row.subject)}</h1>` +
              `<p>Címzett: ${escapeHtml(row.to)} · ${formatDateTime(row.createdAt)} · ${STATUS_LABELS[row.status]}${row.lastError ? ` · Hiba: ${escapeHtml(row.lastError)}` : ''}</p>` +
              `<h2>HTML</h2><iframe title="A levél HTML változata" sandbox srcdoc="${escapeHtml(row.html)}"></iframe><h2>Szöveges változat</h2><pre>${escapeHtml(row.text)}</pre>${attachments}`,
          ),
        );
    },
  );
};
