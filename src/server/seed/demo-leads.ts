// Demo leads for the bank: every status and source, notes by the demo bank user, open and done tasks, an
// invitation, one lead already registered (the demo client 2) and their history lines.
import { eq } from 'drizzle-orm';
import type { LeadSource, LeadStatus } from '../../domain/leads.ts';
import type { LogMetadata } from '../../domain/log-details.ts';
import { budapestTimeOn } from '../../domain/time.ts';
import { leadNotes, leads, leadTasks, profiles, userLogs } from '../db/schema.ts';
import { writeHistory } from '../features/leads/index.ts';
import type { AppServices } from '../services.ts';

const BANK = 'demo-bank-admin';
const DAY = 86_400_000;

interface DemoLead {
  name: string;
  email: string;
  phone: string;
  address: string;
  source: LeadSource;
  status: LeadStatus;
  daysAgo: number;
  note?: string;
  task?: { title: string; inDays: number; done?: boolean };
  nextContactInDays?: number;
  invited?: boolean;
}

const DEMO_LEADS: DemoLead[] = [
  {
    name: 'Horváth Judit',
    email: 'horvath.judit@example.hu',
    phone: '+36 30 411 2201',
    address: '1052 Budapest, Váci utca 14',
    source: 'website',
    status: 'new',
    daysAgo: 1,
    task: { title: 'Első telefonos megkeresés', inDays: 1 },
  },
  {
    name: 'Kiss Tamás',
    email: 'kiss.tamas@example.hu',
    phone: '+36 20 411 2202',
    address: '6720 Szeged, Kárász utca 3',
    source: 'branch',
    status: 'contacted',
    daysAgo: 6,
    note: 'A szegedi fiókban érdeklődött, a családi házát tavaly újították fel. Visszahívást kért délutánra.',
    nextContactInDays: 2,
    invited: true,
  },
  {
    name: 'Molnár Eszter',
    email: 'molnar.eszter@example.hu',
    phone: '+36 70 411 2203',
    address: '9021 Győr, Baross Gábor út 20',
    source: 'referral',
    status: 'qualified',
    daysAgo: 12,
    note: 'Ismerőse ajánlotta; a kuponnal rendelkezik, a regisztrációban segítséget kért.',
    task: { title: 'Regisztrációs útmutató elküldése', inDays: -3, done: true },
  },
  {
    name: 'Varga Bence',
    email: 'varga.bence@example.hu',
    phone: '+36 30 411 2204',
    address: '4025 Debrecen, Piac utca 45',
    source: 'phone',
    status: 'lost',
    daysAgo: 20,
    note: 'Nem kíván részt venni a programban.',
  },
  {
    name: 'Szűcs Andrea',
    email: 'szucs.andrea@example.hu',
    phone: '+36 20 411 2205',
    address: '7621 Pécs, Király utca 8',
    source: 'website',
    status: 'new',
    daysAgo: 3,
  },
];

export async function seedDemoLeads(services: AppServices, now: Date): Promise<void> {
  const { db } = services.database;
  await db.transaction(async (tx) => {
    for (const demo of DEMO_LEADS) {
      const created = new Date(now.getTime() - demo.daysAgo * DAY);
      const contacted = demo.note ? budapestTimeOn(created, 1, 10, 30) : null;
      const [row] = await tx
        .insert(leads)
        .values({
          name: demo.name,
          email: demo.email,
          phone: demo.phone,
          address: demo.address,
          source: demo.source,
          status: demo.status,
          registrationDate: created,
          lastContact: contacted,
          nextContactAt: demo.nextContactInDays ? budapestTimeOn(now, demo.nextContactInDays, 14, 0) : null,
          invitedAt: demo.invited ? contacted : null,
          invitedBy: demo.invited ? BANK : null,
          createdBy: BANK,
          createdAt: created,
          updatedAt: contacted ?? created,
        })
        .returning({ id: leads.id });
      const id = row!.id;
      await writeHistory(tx, id, BANK, created, [
        { kind: 'created', newValue: `${demo.name} <${demo.email}>` },
      ]);
      if (demo.note && contacted) {
        await tx
          .insert(leadNotes)
          .values({ leadId: id, authorId: BANK, text: demo.note, createdAt: contacted });
        await writeHistory(tx, id, BANK, contacted, [{ kind: 'note_added', newValue: demo.note }]);
      }
      if (demo.status !== 'new' && contacted) {
        const changedAt = new Date(contacted.getTime() + 60_000);
        await writeHistory(tx, id, BANK, changedAt, [
          { kind: 'changed', field: 'status', oldValue: 'new', newValue: demo.status },
        ]);
        // The system log has the change too, as updateLead writes it.
        const metadata: LogMetadata = {
          leadId: id,
          updatedFields: ['status'],
          oldValues: { status: 'new' },
          newValues: { status: demo.status },
        };
        await tx.insert(userLogs).values({
          userId: BANK,
          actionType: 'admin_action',
          action: 'Lead módosítva',
          metadata,
          timestamp: changedAt,
        });
      }
      if (demo.invited && contacted)
        await writeHistory(tx, id, BANK, new Date(contacted.getTime() + 120_000), [
          { kind: 'invited', newValue: demo.email },
        ]);
      if (demo.task) {
        const dueAt = budapestTimeOn(now, demo.task.inDays, 10, 0);
        await tx.insert(leadTasks).values({
          leadId: id,
          title: demo.task.title,
          dueAt,
          createdBy: BANK,
          createdAt: created,
          doneAt: demo.task.done ? dueAt : null,
          doneBy: demo.task.done ? BANK : null,
        });
        await writeHistory(tx, id, BANK, created, [
          { kind: 'task_added', newValue: demo.task.title, oldValue: dueAt.toISOString() },
        ]);
        if (demo.task.done)
          await writeHistory(tx, id, BANK, dueAt, [{ kind: 'task_done', newValue: demo.task.title }]);
      }
    }

    // A lead who registered: linked to the demo client 2, converted by the portal at registration.
    const [client] = await tx
      .select({ id: profiles.id, name: profiles.name, email: profiles.email, at: profiles.registrationDate })
      .from(profiles)
      .where(eq(profiles.id, 'demo-client-2'));
    if (client) {
      const created = new Date(client.at.getTime() - 5 * DAY);
      const [row] = await tx
        .insert(leads)
        .values({
          name: client.name,
          email: client.email,
          phone: '+36 30 411 2206',
          address: '1061 Budapest, Andrássy út 22',
          source: 'branch',
          status: 'converted',
          clientId: client.id,
          registrationDate: created,
          lastContact: budapestTimeOn(created, 1, 11, 0),
          invitedAt: budapestTimeOn(created, 1, 11, 0),
          invitedBy: BANK,
          createdBy: BANK,
          createdAt: created,
          updatedAt: client.at,
        })
        .returning({ id: leads.id });
      const id = row!.id;
      await writeHistory(tx, id, BANK, created, [
        { kind: 'created', newValue: `${client.name} <${client.email}>` },
      ]);
      await writeHistory(tx, id, BANK, budapestTimeOn(created, 1, 11, 0), [
        { kind: 'invited', newValue: client.email },
      ]);
      await writeHistory(tx, id, null, client.at, [
        { kind: 'linked', newValue: client.name },
        { kind: 'changed', field: 'status', oldValue: 'contacted', newValue: 'converted' },
      ]);
    }
  });
}
