// The demo's system log: two weeks of what the portal's people did, so Admin Light's /logs shows real-looking
// events, statistics and old/new values. Fixed offsets from the seed's clock: the same log every time.
import type { LogMetadata } from '../../domain/log-details.ts';
import type { LogActionType } from '../../domain/log-types.ts';
import { budapestTimeOn } from '../../domain/time.ts';
import { DEMO_TICKET_TITLES, demoTicketId } from './demo-support.ts';

interface DemoLogRow {
  userId: string | null;
  actionType: LogActionType;
  action: string;
  details: string | null;
  metadata: LogMetadata | null;
  timestamp: Date;
}

export function demoLogRows(
  now: Date,
  staff: { portalAdmin: string; adminLight: string; auditor: string; bankAdmin: string },
): DemoLogRow[] {
  const at = (daysAgo: number, hour: number, minute: number) => budapestTimeOn(now, -daysAgo, hour, minute);
  const row = (
    timestamp: Date,
    userId: string | null,
    actionType: LogActionType,
    action: string,
    metadata: LogMetadata | null = null,
    details: string | null = null,
  ): DemoLogRow => ({ userId, actionType, action, details, metadata, timestamp });
  const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0';
  const login = (timestamp: Date, userId: string, email: string) =>
    row(timestamp, userId, 'login', 'Bejelentkezés', {
      email,
      userAgent: browser,
      loginTime: timestamp.toISOString(),
    });
  const logout = (timestamp: Date, userId: string) =>
    row(timestamp, userId, 'logout', 'Kijelentkezés', { logoutTime: timestamp.toISOString() });
  return [
    row(at(13, 9, 12), 'demo-client-4', 'registration', 'Új ügyfél regisztrált', {
      email: 'ugyfel4@example.hu',
      role: 'client',
      registrationDate: at(13, 9, 12).toISOString(),
    }),
    row(
      at(13, 9, 20),
      'demo-client-4',
      'certificate_order',
      'Tanúsítvány igénylés',
      { couponCode: 'KH106293', area: 74 },
      '1062 Budapest, Bajza utca 18',
    ),
    login(at(12, 8, 2), staff.portalAdmin, 'admin@example.hu'),
    row(at(12, 8, 15), staff.portalAdmin, 'admin_action', 'Tanúsító hozzárendelve ügyfélhez', {
      clientId: 'demo-client-4',
      propertyAddress: '1062 Budapest, Bajza utca 18',
      assignmentType: 'manual_assignment',
    }),
    logout(at(12, 8, 40), staff.portalAdmin),
    login(at(10, 7, 55), staff.auditor, 'tanusito@example.hu'),
    row(at(10, 8, 5), staff.auditor, 'appointment', 'Időpont egyeztetve', {
      clientId: 'demo-client-4',
      appointmentDate: at(7, 10, 0).toISOString(),
    }),
    login(at(9, 14, 30), staff.adminLight, 'light@example.hu'),
    row(at(9, 14, 42), staff.adminLight, 'admin_action', 'Új tanúsító létrehozva', {
      name: 'Molnár Tamás',
      email: 'tanusito7@example.hu',
      role: 'auditor',
    }),
    row(at(9, 14, 51), staff.adminLight, 'admin_action', 'Tanúsító adatai módosítva', {
      targetUserId: 'demo-auditor-3',
      updatedFields: ['workCapacity', 'acceptedCounties'],
      oldValues: { workCapacity: 5, acceptedCounties: ['Budapest'] },
      newValues: { workCapacity: 8, acceptedCounties: ['Budapest', 'Pest'] },
    }),
    row(at(9, 15, 3), staff.adminLight, 'data_export', 'Ügyfél export', {
      fileName: 'ugyfelek_export.xlsx',
      rows: 9,
    }),
    logout(at(9, 15, 10), staff.adminLight),
    login(at(7, 9, 0), 'demo-client-6', 'ugyfel6@example.hu'),
    row(at(7, 9, 6), 'demo-client-6', 'profile_update', 'Profil módosítva', {
      updatedFields: ['phone'],
      oldValues: { phone: '+36 70 444 0204' },
      newValues: { phone: '+36 30 222 3344' },
    }),
    row(at(6, 11, 20), null, 'account_deletion', 'Felhasználói fiók törölve', {
      role: 'client',
      recordsKept: false,
    }),
    login(at(5, 16, 10), staff.auditor, 'tanusito@example.hu'),
    row(at(5, 16, 45), staff.auditor, 'certificate_upload', 'Tanúsítvány feltöltve', {
      clientId: 'demo-client-7',
      fileName: 'tanusitvany-kiss.pdf',
      uploadDate: at(5, 16, 45).toISOString(),
    }),
    login(at(3, 10, 5), 'demo-client-7', 'ugyfel7@example.hu'),
    row(at(3, 10, 9), 'demo-client-7', 'password_change', 'Jelszó megváltoztatva'),
    logout(at(3, 10, 15), 'demo-client-7'),
    row(
      at(4, 10, 20),
      staff.bankAdmin,
      'admin_action',
      'Kuponok importálva',
      {
        fileName: 'kuponok_november.csv',
        format: 'csv',
        total: 3,
        imported: 2,
        counts: { valid: 2, expired: 1, duplicate_in_file: 0, already_exists: 0, bad_code: 0 },
      },
      '2 kupon importálva (kuponok_november.csv), 1 sor kimaradt',
    ),
    row(
      at(2, 9, 10),
      staff.bankAdmin,
      'admin_action',
      'Támogatási bejelentés létrehozva',
      {
        ticketId: demoTicketId(1),
        newValues: { title: DEMO_TICKET_TITLES[1], type: 'bug', priority: 'high', status: 'open' },
      },
      DEMO_TICKET_TITLES[1],
    ),
    login(at(1, 8, 30), staff.portalAdmin, 'admin@example.hu'),
    row(
      at(1, 14, 5),
      staff.portalAdmin,
      'admin_action',
      'Támogatási bejelentés állapota módosítva',
      { ticketId: demoTicketId(1), oldValues: { status: 'open' }, newValues: { status: 'in_progress' } },
      `${DEMO_TICKET_TITLES[1]} – Állapot: Nyitott → Folyamatban`,
    ),
    row(at(1, 8, 44), staff.portalAdmin, 'admin_action', 'Fiók letiltva', {
      targetUserId: 'demo-client-9',
      oldValues: { active: true },
      newValues: { active: false },
    }),
    login(at(0, 7, 50), staff.adminLight, 'light@example.hu'),
  ].filter((entry) => entry.timestamp <= now);
}
