// Hungarian HTML and text for every e-mail the portal sends (docs/rules/emails.md, 'The e-mails').
import { escapeHtml } from '../../../domain/sanitize.ts';
import {
  formatArea,
  formatDateTime,
  formatDay,
  formatHuf,
  formatLongDateTime,
  formatPieces,
  formatUntil,
  NOT_GIVEN,
} from '../../../domain/format.ts';
import { withArticle, withCapitalArticle } from '../../../domain/article.ts';
import { PRODUCT_TITLE } from '../../../domain/constants.ts';

export interface MailContext {
  publicUrl: string;
  bank: { name: string; supportPhone: string; supportEmail: string };
}

export interface TemplateData {
  NEW_CERTIFICATION_ORDER: {
    clientName: string;
    clientEmail: string;
    clientPhone: string | null;
    address: string;
    area: number;
    couponCode: string;
    contactPerson: { name: string; phone: string; email?: string } | null;
    orderedAt: string;
  };
  // No password in the e-mail: outbox rows are kept, and a link that sets one is safer
  // (docs/product.md, 'No passwords in e-mails').
  AUDITOR_REGISTRATION: { name: string; email: string; setPasswordUrl: string };
  APPOINTMENT_CONFIRMATION: {
    clientName: string;
    clientEmail: string;
    appointmentDate: string;
    address: string;
    auditorName: string | null;
    auditorPhone: string | null;
    isUpdate?: boolean;
  };
  CERTIFICATE_COMPLETED: { clientName: string; address: string; propertyId: string };
  /** The client cancelled the appointment; the auditor arranges a new one. */
  APPOINTMENT_CANCELLED: {
    auditorName: string;
    clientName: string;
    clientPhone: string | null;
    address: string;
    appointmentDate: string;
    reason: string | null;
  };
  /** To the client whenever an appointment is called off (by either side), with a calendar CANCEL. */
  APPOINTMENT_CANCELLATION_NOTICE: {
    clientName: string;
    address: string;
    appointmentDate: string;
    cancelledBy: 'client' | 'auditor';
  };
  /**
   * To the client when the portal admin changes or removes their auditor: the new auditor, or that a new
   * one is being found; a cancelled appointment comes with a calendar CANCEL.
   */
  AUDITOR_CHANGED: {
    clientName: string;
    address: string;
    newAuditorName: string | null;
    newAuditorPhone: string | null;
    cancelledAppointment: string | null;
  };
  /** To the auditor whose client the portal admin gave to another auditor or took back. */
  AUDITOR_UNASSIGNED: {
    auditorName: string;
    clientName: string;
    address: string;
    cancelledAppointment: string | null;
  };
  /** The day before the survey, to the client and to the auditor. */
  APPOINTMENT_REMINDER: {
    name: string;
    appointmentDate: string;
    address: string;
    /** Who to call about it: the auditor for the client, the client for the auditor. */
    contactLabel: string;
    contactName: string;
    contactPhone: string | null;
    url: string;
  };
  /** A client shared the certificate: a link valid until expiresAt, revocable by the client. */
  CERTIFICATE_SHARED: { senderName: string; url: string; expiresAt: string };
  AUDITOR_ASSIGNMENT: {
    auditorName: string;
    address: string;
    area: number | null;
    contactName: string | null;
    contactPhone: string | null;
  };
  /** The archive is ready: the signed link (24 hours, sign-in still required), never the password. */
  weekly_zip_notification: {
    fileName: string;
    url: string;
    expiresAt: string;
    dateFrom: string;
    dateTo: string;
  };
  /** The bank's staff shared a TIG statement with the bank's statement address. */
  TIG_STATEMENT_SHARED: {
    number: string;
    createdAt: string;
    certificateCount: number;
    totalHuf: number;
    senderName: string;
    url: string;
  };
  EMAIL_VERIFICATION: { name: string; url: string };
  PASSWORD_RESET: { name: string; url: string };
  EMAIL_CHANGE: { name: string; newEmail: string; url: string };
  /** The bank invites a lead to register on the portal. */
  LEAD_INVITATION: { name: string };
  /** A bank's new support ticket, to each portal admin. */
  SUPPORT_TICKET_CREATED: {
    recipientName: string;
    ticketId: string;
    title: string;
    description: string;
    typeLabel: string;
    priorityLabel: string;
    authorName: string;
    createdAt: string;
  };
  /** A reply or a status change in a ticket's thread, to the other side. */
  SUPPORT_TICKET_UPDATE: {
    recipientName: string;
    ticketId: string;
    title: string;
    authorName: string;
    comment: string | null;
    statusLine: string | null;
    statusLabel: string;
  };
  /** A webhook endpoint switched off after a long run of failures, to who registered it (docs/rules/webhooks.md). */
  WEBHOOK_ENDPOINT_DISABLED: {
    recipientName: string;
    endpointId: string;
    url: string;
    description: string;
    failingSince: string;
    failures: number;
    lastError: string | null;
  };
}
export type TemplateName = keyof TemplateData;
export const TEMPLATE_NAMES = [
  'NEW_CERTIFICATION_ORDER',
  'AUDITOR_REGISTRATION',
  'APPOINTMENT_CONFIRMATION',
  'CERTIFICATE_COMPLETED',
  'APPOINTMENT_CANCELLED',
  'APPOINTMENT_CANCELLATION_NOTICE',
  'AUDITOR_CHANGED',
  'AUDITOR_UNASSIGNED',
  'APPOINTMENT_REMINDER',
  'CERTIFICATE_SHARED',
  'AUDITOR_ASSIGNMENT',
  'weekly_zip_notification',
  'TIG_STATEMENT_SHARED',
  'EMAIL_VERIFICATION',
  'PASSWORD_RESET',
  'EMAIL_CHANGE',
  'LEAD_INVITATION',
  'SUPPORT_TICKET_CREATED',
  'SUPPORT_TICKET_UPDATE',
  'WEBHOOK_ENDPOINT_DISABLED',
] as const satisfies readonly TemplateName[];

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** One block of an e-mail: a paragraph, a list of label-value rows, or a button. */
type Block =
  | { kind: 'p'; text: string }
  | { kind: 'rows'; rows: [string, string][] }
  | { kind: 'button'; label: string; url: string };

const p = (text: string): Block => ({ kind: 'p', text });
const rows = (list: [string, string | null | undefined][]): Block => ({
  kind: 'rows',
  rows: list.map(([label, value]) => [label, value && value.trim() !== '' ? value : NOT_GIVEN]),
});
const button = (label: string, url: string): Block => ({ kind: 'button', label, url });

function compose(ctx: MailContext, subject: string, greeting: string, blocks: Block[]): RenderedMail {
  const footer = `${PRODUCT_TITLE} – ${ctx.bank.name} partnerprogram. Ügyfélszolgálat: ${ctx.bank.supportPhone}, ${ctx.bank.supportEmail}`;
  const htmlBlocks = blocks.map((block) => {
    switch (block.kind) {
      case 'p':
        return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
      case 'rows':
        return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#555;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`;
      case 'button':
        return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Ha a gomb nem működik, másolja be ezt a címet a böngészőjébe: ${escapeHtml(block.url)}</p>`;
    }
  });
  const html = `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;line-height:1.5;margin:0;padding:24px;background:#f8f9fa"><div style="max-width:600px;margin:0 auto;background:#fff;padding:32px;border-radius:8px"><h1 style="font-size:20px;margin:0 0 24px;color:#1c7ed6">${escapeHtml(PRODUCT_TITLE)}</h1><p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${htmlBlocks.join('')}<p style="margin:32px 0 0;font-size:12px;color:#777">${escapeHtml(footer)}</p></div></body></html>`;
  const textBlocks = blocks.map((block) => {
    switch (block.kind) {
      case 'p':
        return block.text;
      case 'rows':
        return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
      case 'button':
        return `${block.label}: ${block.url}`;
    }
  });
  const text = [greeting, ...textBlocks, '--', footer].join('\n\n');
  return { subject, html, text };
}

const hello = (name: string) => `Tisztelt ${name.trim() === '' ? 'Ügyfelünk' : name}!`;

export function renderTemplate<T extends TemplateName>(
  ctx: MailContext,
  name: T,
  data: TemplateData[T],
): RenderedMail {
  const renderers: { [K in TemplateName]: (d: TemplateData[K]) => RenderedMail } = {
    NEW_CERTIFICATION_ORDER: (d) =>
      compose(ctx, `Új tanúsítvány megrendelés: ${d.address}`, 'Tisztelt Kollégák!', [
        p('Új energetikai tanúsítvány megrendelés érkezett a portálon.'),
        rows([
          ['Ügyfél', d.clientName],
          ['Email', d.clientEmail],
          ['Telefon', d.clientPhone],
          ['Ingatlan címe', d.address],
          ['Alapterület', formatArea(d.area)],
          ['Kuponkód', d.couponCode],
          ['Megrendelés ideje', formatDateTime(d.orderedAt)],
          [
            'Kapcsolattartó',
            d.contactPerson
              ? `${d.contactPerson.name}, ${d.contactPerson.phone}${d.contactPerson.email ? `, ${d.contactPerson.email}` : ''}`
              : null,
          ],
        ]),
        button('Megnyitás a portálon', `${ctx.publicUrl}/auditor-pairing`),
      ]),
    AUDITOR_REGISTRATION: (d) =>
      compose(ctx, 'Tanúsítói fiókja elkészült', hello(d.name), [
        p(`Tanúsítói fiókot hoztunk létre Önnek ${withArticle(PRODUCT_TITLE)} rendszerében.`),
        rows([['Bejelentkezési email cím', d.email]]),
        p('Az első bejelentkezés előtt kérjük, állítson be saját jelszót az alábbi gombbal.'),
        button('Saját jelszó beállítása', d.setPasswordUrl),
      ]),
    APPOINTMENT_CONFIRMATION: (d) =>
      compose(
        ctx,
        d.isUpdate
          ? 'Módosult a helyszíni felmérés időpontja'
          : 'Helyszíni felmérés időpontja visszaigazolva',
        hello(d.clientName),
        [
          p(
            d.isUpdate
              ? 'Tanúsítója módosította az energetikai tanúsításhoz szükséges helyszíni felmérés időpontját. Az új időpont:'
              : 'Tanúsítója időpontot egyeztetett az energetikai tanúsításhoz szükséges helyszíni felmérésre.',
          ),
          rows([
            ['Időpont', formatLongDateTime(d.appointmentDate)],
            ['Cím', d.address],
            ['Tanúsító', d.auditorName?.trim() ? d.auditorName : 'Tanúsító'],
            ['Tanúsító telefonszáma', d.auditorPhone],
          ]),
          p(
            'A csatolt naptárbejegyzéssel az időpontot felveheti naptárába. Ha az időpont nem megfelelő, a portálon lemondhatja.',
          ),
          button('Ingatlanom megtekintése', `${ctx.publicUrl}/`),
        ],
      ),
    CERTIFICATE_COMPLETED: (d) =>
      compose(ctx, 'Elkészült energetikai tanúsítványa', hello(d.clientName), [
        p(
          `Elkészült ${withArticle(d.address)} ingatlan energetikai tanúsítványa. A portálra bejelentkezve letöltheti.`,
        ),
        button('Tanúsítvány letöltése', `${ctx.publicUrl}/property/${d.propertyId}`),
      ]),
    APPOINTMENT_CANCELLED: (d) =>
      compose(ctx, `Az ügyfél lemondta az időpontot: ${d.address}`, hello(d.auditorName), [
        p(
          'Ügyfele lemondta a helyszíni felmérés időpontját. Kérjük, egyeztessen vele új időpontot, és rögzítse a portálon.',
        ),
        rows([
          ['Lemondott időpont', formatLongDateTime(d.appointmentDate)],
          ['Ügyfél', d.clientName],
          ['Ügyfél telefonszáma', d.clientPhone],
          ['Cím', d.address],
          ['Az ügyfél üzenete', d.reason],
        ]),
        button('Ügyfeleim megnyitása', `${ctx.publicUrl}/clients`),
      ]),
    APPOINTMENT_CANCELLATION_NOTICE: (d) =>
      compose(ctx, 'Lemondott helyszíni felmérés', hello(d.clientName), [
        p(
          d.cancelledBy === 'client'
            ? 'Lemondását rögzítettük. Tanúsítója hamarosan új időpontot egyeztet Önnel.'
            : 'Tanúsítója lemondta a helyszíni felmérés időpontját. Hamarosan új időpontot egyeztet Önnel.',
        ),
        rows([
          ['Lemondott időpont', formatLongDateTime(d.appointmentDate)],
          ['Cím', d.address],
        ]),
        p('A csatolt naptárbejegyzés a naptárából is törli az időpontot.'),
        button('Ingatlanom megtekintése', `${ctx.publicUrl}/`),
      ]),
    AUDITOR_CHANGED: (d) =>
      compose(
        ctx,
        d.newAuditorName ? 'Új tanúsító az ingatlanánál' : 'Új tanúsítót keresünk az ingatlanához',
        hello(d.clientName),
        [
          p(
            d.newAuditorName
              ? 'Ingatlana energetikai tanúsítását mostantól egy másik tanúsító végzi. Új tanúsítója hamarosan felveszi Önnel a kapcsolatot, és időpontot egyeztet.'
              : 'Ingatlana eddigi tanúsítója nem folytatja a munkát. Új tanúsítót keresünk, és amint megvan, emailben értesítjük.',
          ),
          rows([
            ['Cím', d.address],
            ...(d.newAuditorName
              ? ([
                  ['Új tanúsító', d.newAuditorName],
                  ['Tanúsító telefonszáma', d.newAuditorPhone],
                ] as [string, string | null][])
              : []),
            ...(d.cancelledAppointment
              ? ([['Lemondott időpont', formatLongDateTime(d.cancelledAppointment)]] as [string, string][])
              : []),
          ]),
          ...(d.cancelledAppointment
            ? [
                p(
                  'A korábban egyeztetett időpont érvényét vesztette: a csatolt naptárbejegyzés a naptárából is törli.',
                ),
              ]
            : []),
          button('Ingatlanom megtekintése', `${ctx.publicUrl}/`),
        ],
      ),
    AUDITOR_UNASSIGNED: (d) =>
      compose(ctx, `Ügyfele átkerült: ${d.address}`, hello(d.auditorName), [
        p(
          'A portál adminisztrátora az alábbi ügyfelet levette Önről. Az ügyféllel kapcsolatban további teendője nincs; az ügyfél már nem jelenik meg az Ön listájában.',
        ),
        rows([
          ['Ügyfél', d.clientName],
          ['Cím', d.address],
          ...(d.cancelledAppointment
            ? ([['Lemondott időpont', formatLongDateTime(d.cancelledAppointment)]] as [string, string][])
            : []),
        ]),
        ...(d.cancelledAppointment
          ? [p('Az egyeztetett helyszíni felmérés elmarad; a csatolt naptárbejegyzés a naptárából is törli.')]
          : []),
        button('Ügyfeleim megnyitása', `${ctx.publicUrl}/clients`),
      ]),
    APPOINTMENT_REMINDER: (d) =>
      compose(ctx, `Emlékeztető: holnap helyszíni felmérés – ${d.address}`, hello(d.name), [
        p('Emlékeztetjük, hogy holnap lesz az energetikai tanúsításhoz szükséges helyszíni felmérés.'),
        rows([
          ['Időpont', formatLongDateTime(d.appointmentDate)],
          ['Cím', d.address],
          [d.contactLabel, d.contactName],
          ['Telefonszám', d.contactPhone],
        ]),
        button('Részletek a portálon', d.url),
      ]),
    CERTIFICATE_SHARED: (d) =>
      compose(ctx, `${d.senderName} megosztott Önnel egy energetikai tanúsítványt`, 'Tisztelt Címzett!', [
        p(
          `${d.senderName} ${withArticle(PRODUCT_TITLE)} oldalon megosztotta Önnel ingatlanának energetikai tanúsítványát. Az alábbi gombbal letöltheti.`,
        ),
        button('Tanúsítvány megtekintése', d.url),
        p(
          `A link ${formatUntil(formatDateTime(d.expiresAt))} érvényes, és a küldő bármikor visszavonhatja. Ha nem számított erre a levélre, hagyja figyelmen kívül.`,
        ),
      ]),
    AUDITOR_ASSIGNMENT: (d) =>
      compose(ctx, `Új ügyfél lett Önhöz rendelve: ${d.address}`, hello(d.auditorName), [
        p(
          'Új ingatlan tanúsítását rendelték Önhöz. Kérjük, vegye fel a kapcsolatot az ügyféllel és egyeztessen időpontot.',
        ),
        rows([
          ['Cím', d.address],
          ['Alapterület', d.area === null ? null : formatArea(d.area)],
          ['Kapcsolattartó', d.contactName],
          ['Kapcsolattartó telefonszáma', d.contactPhone],
        ]),
        button('Ügyfeleim megnyitása', `${ctx.publicUrl}/clients`),
      ]),
    weekly_zip_notification: (d) =>
      compose(ctx, `Heti jelentés: ${d.fileName}`, 'Tisztelt Kolléga!', [
        p(
          `Elkészült a heti jelentés (${d.fileName}) ${withArticle(formatDay(d.dateFrom))} – ${formatDay(d.dateTo)} időszakról. A letöltéshez be kell jelentkeznie Admin Light fiókjával; a link ${formatUntil(formatDateTime(d.expiresAt))} érvényes.`,
        ),
        p(
          'A ZIP fájl jelszavát biztonsági okból nem küldjük el emailben: azt a generálást végző kollégától kérje el.',
        ),
        button('Heti jelentés letöltése', d.url),
      ]),
    TIG_STATEMENT_SHARED: (d) =>
      compose(ctx, `TIG elszámolás: ${d.number}`, 'Tisztelt Kolléga!', [
        p(
          `${d.senderName} megosztotta ${withArticle(d.number)} számú TIG elszámolást. A szövegfájlt csatoltuk; a PDF a portálon, bejelentkezés után tölthető le.`,
        ),
        rows([
          ['Elszámolás száma', d.number],
          ['Készült', formatDateTime(d.createdAt)],
          ['Tanúsítványok száma', formatPieces(d.certificateCount)],
          ['Összesen', formatHuf(d.totalHuf)],
        ]),
        button('TIG elszámolások megnyitása', d.url),
      ]),
    EMAIL_VERIFICATION: (d) =>
      compose(ctx, 'Kérjük, erősítse meg email címét', hello(d.name), [
        p(
          `Köszönjük regisztrációját ${withArticle(PRODUCT_TITLE)} oldalon. Kérjük, erősítse meg email címét az alábbi gombbal.`,
        ),
        button('Email cím megerősítése', d.url),
        p('Ha nem Ön regisztrált, hagyja figyelmen kívül ezt a levelet.'),
      ]),
    PASSWORD_RESET: (d) =>
      compose(ctx, 'Jelszó visszaállítása', hello(d.name), [
        p(
          'Jelszó-visszaállítást kértek az Ön fiókjához. Az alábbi link 1 óráig érvényes és egyszer használható.',
        ),
        button('Új jelszó beállítása', d.url),
        p('Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: jelszava nem változik.'),
      ]),
    EMAIL_CHANGE: (d) =>
      compose(ctx, 'Erősítse meg új email címét', hello(d.name), [
        p(
          `Fiókjához új email címet adott meg: ${d.newEmail}. A cím az alábbi gombbal történő megerősítés után változik meg. A link 24 óráig érvényes.`,
        ),
        button('Új email cím megerősítése', d.url),
        p('Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: email címe nem változik.'),
      ]),
    LEAD_INVITATION: (d) =>
      compose(ctx, `Meghívó: ingyenes energetikai tanúsítvány – ${ctx.bank.name}`, hello(d.name), [
        p(
          `Köszönjük érdeklődését ${withArticle(ctx.bank.name)} energetikai tanúsítvány programja iránt. ${withCapitalArticle(PRODUCT_TITLE)} oldalán regisztrálva igényelheti ingatlanára az ingyenes energetikai tanúsítványt.`,
        ),
        p(
          'Kérjük, a regisztrációhoz ezt az email címet használja, így munkatársaink látják, hogy meghívásunkra regisztrált.',
        ),
        button('Regisztráció a portálon', `${ctx.publicUrl}/register`),
        p('Ha nem kíván regisztrálni, hagyja figyelmen kívül ezt a levelet.'),
      ]),
    SUPPORT_TICKET_CREATED: (d) =>
      compose(ctx, `Új támogatási bejelentés: ${d.title}`, hello(d.recipientName), [
        p(`${d.authorName} (${ctx.bank.name}) új támogatási bejelentést rögzített a portálon.`),
        rows([
          ['Cím', d.title],
          ['Típus', d.typeLabel],
          ['Prioritás', d.priorityLabel],
          ['Beküldve', formatDateTime(d.createdAt)],
        ]),
        p(d.description),
        button('Bejelentés megnyitása', `${ctx.publicUrl}/support/${encodeURIComponent(d.ticketId)}`),
      ]),
    SUPPORT_TICKET_UPDATE: (d) =>
      compose(
        ctx,
        d.comment !== null
          ? `Új válasz a bejelentésére: ${d.title}`
          : `Bejelentés állapota: ${d.statusLabel} – ${d.title}`,
        hello(d.recipientName),
        [
          p(
            d.comment !== null
              ? `${d.authorName} válaszolt ${withArticle(`„${d.title}”`)} támogatási bejelentésre.`
              : `${d.authorName} módosította ${withArticle(`„${d.title}”`)} támogatási bejelentés állapotát.`,
          ),
          ...(d.statusLine !== null ? [p(d.statusLine)] : []),
          ...(d.comment !== null ? [p(d.comment)] : []),
          button('Bejelentés megnyitása', `${ctx.publicUrl}/support/${encodeURIComponent(d.ticketId)}`),
        ],
      ),
    WEBHOOK_ENDPOINT_DISABLED: (d) =>
      compose(ctx, 'Webhook végpont kikapcsolva', hello(d.recipientName), [
        p(
          'Az Ön által regisztrált webhook végpont hosszabb ideje nem fogadja az üzeneteket, ezért kikapcsoltuk. Amíg ki van kapcsolva, nem küldünk rá eseményeket.',
        ),
        rows([
          ['Végpont', d.url],
          ['Leírás', d.description],
          ['Hibák kezdete', formatDateTime(d.failingSince)],
          ['Sikertelen próbálkozások egymás után', String(d.failures)],
          ['Utolsó hiba', d.lastError],
        ]),
        p(
          'Kérjük, ellenőrizze a fogadó rendszert, majd kapcsolja be újra a végpontot a Webhookok oldalon. A kimaradt üzeneteket a kézbesítési naplóból újraküldheti.',
        ),
        button('Webhookok megnyitása', `${ctx.publicUrl}/webhooks/${encodeURIComponent(d.endpointId)}`),
      ]),
  };
  return (renderers[name] as (d: TemplateData[T]) => RenderedMail)(data);
}
