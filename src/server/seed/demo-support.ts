// The demo's support tickets: a few of the bank's questions with a short thread, so /support shows every
// status, a comment from each side and the system line of a status change. Fixed ids and offsets from the
// seed's clock: the same tickets every time.
import { budapestTimeOn } from '../../domain/time.ts';
import type { Executor } from '../db/client.ts';
import { supportTicketComments, supportTickets } from '../db/schema.ts';

export const demoTicketId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
/** The titles the demo's system log repeats. */
export const DEMO_TICKET_TITLES = { 1: 'A kuponellenőrzés listája nem frissül' } as const;

export async function seedDemoSupportTickets(
  tx: Executor,
  now: Date,
  staff: { bankAdmin: string; portalAdmin: string },
): Promise<void> {
  const at = (daysAgo: number, hour: number, minute: number) => budapestTimeOn(now, -daysAgo, hour, minute);
  const { bankAdmin, portalAdmin } = staff;
  await tx.insert(supportTickets).values([
    {
      id: demoTicketId(1),
      title: DEMO_TICKET_TITLES[1],
      description:
        'A tegnap jóváhagyott kuponok reggel még mindig a teendők között szerepelnek. Kérjük, nézzék meg, mi okozhatja.',
      type: 'bug',
      priority: 'high',
      status: 'in_progress',
      createdBy: bankAdmin,
      createdAt: at(2, 9, 10),
      updatedAt: at(1, 14, 5),
    },
    {
      id: demoTicketId(2),
      title: 'Havi riport megyénkénti bontásban',
      description:
        'A vezetőségi beszámolóhoz szükségünk lenne a tanúsítások számára megyénként, havi bontásban, Excel formátumban.',
      type: 'feature',
      priority: 'medium',
      status: 'open',
      createdBy: bankAdmin,
      createdAt: at(1, 11, 30),
      updatedAt: at(1, 11, 30),
    },
    {
      id: demoTicketId(3),
      title: 'Új kolléga hozzáférése',
      description: 'Kérjük, hozzanak létre banki munkatársi fiókot Horváth Ildikó részére.',
      type: 'other',
      priority: 'low',
      status: 'resolved',
      createdBy: bankAdmin,
      createdAt: at(9, 10, 0),
      updatedAt: at(8, 16, 20),
    },
    {
      id: demoTicketId(4),
      title: 'Hibás cím az egyik ügyfélnél',
      description: 'Az egyik ügyfél ingatlanának címében elírás van, az ügyfél telefonon jelezte.',
      type: 'bug',
      priority: 'medium',
      status: 'closed',
      createdBy: bankAdmin,
      createdAt: at(20, 13, 45),
      updatedAt: at(18, 9, 0),
    },
  ]);
  await tx.insert(supportTicketComments).values([
    {
      ticketId: demoTicketId(1),
      authorId: portalAdmin,
      kind: 'status',
      oldStatus: 'open',
      newStatus: 'in_progress',
      createdAt: at(1, 14, 0),
    },
    {
      ticketId: demoTicketId(1),
      authorId: portalAdmin,
      body: 'Köszönjük a jelzést! A hibát reprodukáltuk, a javításon dolgozunk, és hamarosan jelentkezünk.',
      createdAt: at(1, 14, 5),
    },
    {
      ticketId: demoTicketId(3),
      authorId: portalAdmin,
      body: 'A fiókot létrehoztuk, a belépési adatokat a kolléganő emailben megkapta.',
      createdAt: at(8, 16, 15),
    },
    {
      ticketId: demoTicketId(3),
      authorId: portalAdmin,
      kind: 'status',
      oldStatus: 'open',
      newStatus: 'resolved',
      createdAt: at(8, 16, 20),
    },
    {
      ticketId: demoTicketId(4),
      authorId: bankAdmin,
      body: 'Közben az ügyfél maga javította a címet, a bejelentést lezárjuk.',
      createdAt: at(18, 8, 58),
    },
    {
      ticketId: demoTicketId(4),
      authorId: bankAdmin,
      kind: 'status',
      oldStatus: 'open',
      newStatus: 'closed',
      createdAt: at(18, 9, 0),
    },
  ]);
}
