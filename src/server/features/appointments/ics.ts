// iCalendar (RFC 5545) for the site-survey appointments: an invitation with every confirmation e-mail,
// an update with the same UID and a higher SEQUENCE on every change, a CANCEL when it is called off, and
// the auditor's private feed. Times carry the Europe/Budapest zone (docs/product.md, 'Time').
import { TIME_ZONE } from '../../../domain/constants.ts';
import { toBudapest, twoDigits } from '../../../domain/time.ts';

export const APPOINTMENT_MINUTES_LONG = 90;

export interface CalendarEvent {
  propertyId: string;
  sequence: number;
  start: Date;
  address: string;
  clientName: string;
  clientPhone: string | null;
  clientEmail: string;
  auditorName: string;
  auditorPhone: string | null;
  auditorEmail: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

/** The same UID for every version of one property's appointment, so calendars update it in place. */
export const appointmentUid = (propertyId: string, host: string) => `appointment-${propertyId}@${host}`;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after CRLF and one space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(date: Date): string {
  return `${date.getUTCFullYear()}${twoDigits(date.getUTCMonth() + 1)}${twoDigits(date.getUTCDate())}T${twoDigits(date.getUTCHours())}${twoDigits(date.getUTCMinutes())}${twoDigits(date.getUTCSeconds())}Z`;
}

function budapestStamp(date: Date): string {
  const local = toBudapest(date);
  return `${local.year}${twoDigits(local.month)}${twoDigits(local.day)}T${twoDigits(local.hour)}${twoDigits(local.minute)}00`;
}

// Central European Time with EU summer time (last Sunday of March and of October).
const BUDAPEST_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarOptions {
  /** The portal's host name: the UIDs' domain. */
  host: string;
  now: Date;
  /** The portal's sender address: invitations come from the portal, not from a person. */
  organizer: { name: string; email: string };
}

function eventLines(event: CalendarEvent, { host, now, organizer }: CalendarOptions): string[] {
  const end = new Date(event.start.getTime() + APPOINTMENT_MINUTES_LONG * 60_000);
  const description = [
    'Energetikai tanúsítás – helyszíni felmérés',
    `Ügyfél: ${event.clientName}${event.clientPhone ? `, ${event.clientPhone}` : ''}`,
    `Tanúsító: ${event.auditorName}${event.auditorPhone ? `, ${event.auditorPhone}` : ''}`,
  ].join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${appointmentUid(event.propertyId, host)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${TIME_ZONE}:${budapestStamp(event.start)}`,
    `DTEND;TZID=${TIME_ZONE}:${budapestStamp(end)}`,
    `SUMMARY:${escapeText(`Energetikai felmérés – ${event.address}`)}`,
    `LOCATION:${escapeText(event.address)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `ORGANIZER;CN=${escapeText(organizer.name)}:mailto:${organizer.email}`,
    `ATTENDEE;CN=${escapeText(event.clientName)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.clientEmail}`,
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

function calendar(method: 'REQUEST' | 'CANCEL' | 'PUBLISH', body: string[], name?: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Energetikai Tanusitvany Portal//Idopontok//HU',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${TIME_ZONE}`] : []),
    ...BUDAPEST_ZONE,
    ...body,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The invitation (or its cancellation) attached to the client's e-mail. */
export function invitation(event: CalendarEvent, options: CalendarOptions): string {
  return calendar(event.status === 'CANCELLED' ? 'CANCEL' : 'REQUEST', eventLines(event, options));
}

/** The auditor's subscription feed: every current appointment. */
export function feed(events: CalendarEvent[], options: CalendarOptions & { name: string }): string {
  return calendar(
    'PUBLISH',
    events.flatMap((event) => eventLines(event, options)),
    options.name,
  );
}
