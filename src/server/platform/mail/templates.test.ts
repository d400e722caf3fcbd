import { describe, expect, it } from 'vitest';
import { renderTemplate, TEMPLATE_NAMES, type MailContext, type TemplateData } from './templates.ts';

const ctx: MailContext = {
  publicUrl: 'https://portal.example.hu',
  bank: {
    name: 'Partner Bank',
    supportPhone: '+36 1 234 5678',
    supportEmail: 'ugyfelszolgalat@portal.example.hu',
  },
};

const samples: TemplateData = {
  NEW_CERTIFICATION_ORDER: {
    clientName: 'Kovács Anna',
    clientEmail: 'anna@example.hu',
    clientPhone: '+36 30 123 4567',
    address: '1061 Budapest, Andrássy út 1',
    area: 1250,
    couponCode: 'ETP1061AB',
    contactPerson: { name: 'Kovács Mária', phone: '+36 30 987 6543' },
    orderedAt: '2026-11-22T09:30:00Z',
  },
  AUDITOR_REGISTRATION: {
    name: 'Szabó Péter',
    email: 'peter@example.hu',
    setPasswordUrl: 'https://portal.example.hu/reset-password?token=t',
  },
  APPOINTMENT_CONFIRMATION: {
    clientName: 'Kovács Anna',
    clientEmail: 'anna@example.hu',
    appointmentDate: '2026-11-24T09:15:00Z',
    address: '1061 Budapest, Andrássy út 1',
    auditorName: null,
    auditorPhone: null,
  },
  CERTIFICATE_COMPLETED: {
    clientName: 'Kovács Anna',
    address: '1061 Budapest, Andrássy út 1',
    propertyId: 'p-1',
  },
  APPOINTMENT_CANCELLED: {
    auditorName: 'Szabó Péter',
    clientName: 'Kovács Anna',
    clientPhone: null,
    address: '1061 Budapest, Andrássy út 1',
    appointmentDate: '2026-11-24T09:15:00Z',
    reason: 'Jövő héten csütörtökön délután jó lenne.',
  },
  APPOINTMENT_CANCELLATION_NOTICE: {
    clientName: 'Kovács Anna',
    address: '1061 Budapest, Andrássy út 1',
    appointmentDate: '2026-11-24T09:15:00Z',
    cancelledBy: 'auditor',
  },
  APPOINTMENT_REMINDER: {
    name: 'Kovács Anna',
    appointmentDate: '2026-11-24T09:15:00Z',
    address: '1061 Budapest, Andrássy út 1',
    contactLabel: 'Tanúsító',
    contactName: 'Szabó Péter',
    contactPhone: '+36 20 555 0101',
    url: 'https://portal.example.hu/',
  },
  TIG_STATEMENT_SHARED: {
    number: 'TIG-2026-0001',
    createdAt: '2026-11-24T10:00:00.000Z',
    certificateCount: 2,
    totalHuf: 130000,
    senderName: 'Tóth Gábor',
    url: 'https://portal.example.hu/tig-statements',
  },
  CERTIFICATE_SHARED: {
    senderName: 'Kovács Anna',
    url: 'https://portal.example.hu/shared/t',
    expiresAt: '2026-11-30T09:00:00Z',
  },
  AUDITOR_CHANGED: {
    clientName: 'Kovács Anna',
    address: '1061 Budapest, Andrássy út 12',
    newAuditorName: 'Szabó Péter',
    newAuditorPhone: '+36 20 555 0101',
    cancelledAppointment: '2026-03-10T09:00:00.000Z',
  },
  AUDITOR_UNASSIGNED: {
    auditorName: 'Nagy Éva',
    clientName: 'Kovács Anna',
    address: '1061 Budapest, Andrássy út 12',
    cancelledAppointment: null,
  },
  AUDITOR_ASSIGNMENT: {
    auditorName: 'Szabó Péter',
    address: '1061 Budapest, Andrássy út 1',
    area: 85,
    contactName: 'Kovács Mária',
    contactPhone: '+36 30 987 6543',
  },
  weekly_zip_notification: {
    fileName: 'heti-jelentes_2026-11-16_2026-11-22.zip',
    url: 'https://portal.example.hu/weekly-zip?download=d-1&expires=1795424400000&signature=s',
    expiresAt: '2026-11-23T09:00:00Z',
    dateFrom: '2026-11-16',
    dateTo: '2026-11-22',
  },
  EMAIL_VERIFICATION: { name: 'Kovács Anna', url: 'https://portal.example.hu/verify-email?token=t' },
  PASSWORD_RESET: { name: 'Kovács Anna', url: 'https://portal.example.hu/reset-password?token=t' },
  EMAIL_CHANGE: {
    name: 'Kovács Anna',
    newEmail: 'anna.uj@example.hu',
    url: 'https://portal.example.hu/verify-email?token=ec_t',
  },
  LEAD_INVITATION: { name: 'Horváth Judit' },
  SUPPORT_TICKET_CREATED: {
    recipientName: 'Tóth Gábor',
    ticketId: '00000000-0000-4000-8000-000000000001',
    title: 'Nem tölt be a kuponlista',
    description: 'A kuponellenőrzés oldal üres.',
    typeLabel: 'Hiba',
    priorityLabel: 'Magas',
    authorName: 'Nagy Eszter',
    createdAt: '2026-11-24T09:15:00.000Z',
  },
  SUPPORT_TICKET_UPDATE: {
    recipientName: 'Nagy Eszter',
    ticketId: '00000000-0000-4000-8000-000000000001',
    title: 'Nem tölt be a kuponlista',
    authorName: 'Tóth Gábor',
    comment: 'Javítottuk, kérjük, próbálja újra.',
    statusLine: 'Állapot: Nyitott → Megoldva',
    statusLabel: 'Megoldva',
  },
  WEBHOOK_ENDPOINT_DISABLED: {
    recipientName: 'Nagy Eszter',
    endpointId: '00000000-0000-4000-8000-000000000002',
    url: 'https://crm.partnerbank.hu/webhooks/portal',
    description: 'CRM szinkron',
    failingSince: '2026-11-20T09:15:00.000Z',
    failures: 14,
    lastError: 'Nem érkezett válasz 10 másodpercen belül.',
  },
};

describe('e-mail templates', () => {
  it.each(TEMPLATE_NAMES)('renders %s in Hungarian as HTML and text, with the support contacts', (name) => {
    const mail = renderTemplate(ctx, name, samples[name] as never);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toMatch(/^<!doctype html><html lang="hu">/);
    expect(mail.text).toContain('+36 1 234 5678');
    expect(mail.html).toContain('ugyfelszolgalat@portal.example.hu');
  });

  it('shows times in Budapest time and numbers in the Hungarian format', () => {
    expect(renderTemplate(ctx, 'APPOINTMENT_CONFIRMATION', samples.APPOINTMENT_CONFIRMATION).text).toContain(
      '2026. november 24., kedd 10:15',
    );
    expect(renderTemplate(ctx, 'NEW_CERTIFICATION_ORDER', samples.NEW_CERTIFICATION_ORDER).text).toContain(
      'Alapterület: 1250 m²',
    );
  });

  it('uses the fallbacks for a missing auditor name and phone', () => {
    const text = renderTemplate(ctx, 'APPOINTMENT_CONFIRMATION', samples.APPOINTMENT_CONFIRMATION).text;
    expect(text).toContain('Tanúsító: Tanúsító');
    expect(text).toContain('Tanúsító telefonszáma: Nincs megadva');
  });

  it('escapes what people typed', () => {
    const html = renderTemplate(ctx, 'CERTIFICATE_COMPLETED', {
      ...samples.CERTIFICATE_COMPLETED,
      clientName: '<img src=x onerror=alert(1)>',
    }).html;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('never puts the weekly ZIP password in the e-mail, only the signed link', () => {
    const mail = renderTemplate(ctx, 'weekly_zip_notification', samples.weekly_zip_notification);
    expect(mail.text).toContain('jelszavát biztonsági okból nem küldjük el');
    expect(mail.text).toContain(samples.weekly_zip_notification.url);
    expect(mail.html).toContain('https://portal.example.hu/weekly-zip?download=d-1&amp;expires=');
    expect(mail.text).toContain('2026. 11. 16. – 2026. 11. 22.');
    expect(mail.text).toContain('2026. 11. 23. 10:00-ig érvényes');
    expect(mail.text).toContain('be kell jelentkeznie');
  });

  it('resolves the article before the product, bank, address and number: no a(z)', () => {
    const every = TEMPLATE_NAMES.map((name) => renderTemplate(ctx, name, samples[name]).text).join('\n');
    expect(every).not.toMatch(/a\(z\)/i);
    expect(renderTemplate(ctx, 'AUDITOR_REGISTRATION', samples.AUDITOR_REGISTRATION).text).toContain(
      'Tanúsítói fiókot hoztunk létre Önnek az Energetikai Tanúsítvány Portál rendszerében.',
    );
    const otp = { ...ctx, bank: { ...ctx.bank, name: 'OTP Bank' } };
    const lead = renderTemplate(otp, 'LEAD_INVITATION', samples.LEAD_INVITATION).text;
    expect(lead).toContain('érdeklődését az OTP Bank energetikai');
    expect(lead).toContain('Az Energetikai Tanúsítvány Portál oldalán');
    expect(renderTemplate(ctx, 'LEAD_INVITATION', samples.LEAD_INVITATION).text).toContain(
      'érdeklődését a Partner Bank energetikai',
    );
  });
});
