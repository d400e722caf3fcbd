// The demo's news: a few items the portal admin published, so the start screens of the demo auditor, bank
// staff and Admin Light show the news panel with read and unread items. Dates count back from the seed's
// clock.
import { budapestIsoDay } from '../../domain/time.ts';
import type { Executor } from '../db/client.ts';
import { news, newsReads } from '../db/schema.ts';

const newsId = (n: number) => `00000000-0000-4000-9100-${String(n).padStart(12, '0')}`;

export async function seedDemoNews(
  tx: Executor,
  now: Date,
  people: { portalAdmin: string; auditor: string },
): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  await tx.insert(news).values([
    {
      id: newsId(1),
      title: 'Téli felmérések: egyeztessen időben',
      content:
        'Decembertől a hétvégi és ünnepnapi időpontokat is felajánlhatja az ügyfeleknek.\nKérjük, hogy a felmérés előtti napon telefonon is erősítse meg az időpontot.',
      source: 'Energetikai Tanúsítvány Portál',
      date: budapestIsoDay(now, -2),
      audience: ['auditor'],
      createdBy: people.portalAdmin,
      createdAt: at(2),
      updatedAt: at(2),
    },
    {
      id: newsId(2),
      title: 'Megújult az elszámolás menete',
      content:
        'A tanúsítói díjakat havonta, a hónapban feltöltött tanúsítványok alapján számoljuk el.\nA kifizetések állapotát a „Profil szerkesztése” ablak Elszámolásaim részében követheti.',
      source: 'Energetikai Tanúsítvány Portál',
      date: budapestIsoDay(now, -6),
      audience: ['auditor', 'admin_light'],
      createdBy: people.portalAdmin,
      createdAt: at(6),
      updatedAt: at(6),
    },
    {
      id: newsId(3),
      title: 'Új kuponsorozat a negyedik negyedévre',
      content:
        'A bank a negyedik negyedévre új kuponsorozatot bocsátott ki.\nA kuponok a Kupon ellenőrzés oldalon tölthetők fel és ellenőrizhetők.',
      source: 'Partnerbank',
      date: budapestIsoDay(now, -10),
      audience: ['auditor', 'bank_admin'],
      createdBy: people.portalAdmin,
      createdAt: at(10),
      updatedAt: at(10),
    },
  ]);
  // The demo auditor has read the oldest item already.
  await tx.insert(newsReads).values({ newsId: newsId(3), userId: people.auditor, readAt: at(9) });
}
