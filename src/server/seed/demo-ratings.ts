// Demo data for the bank's auditor directory: the clients with a certificate rate their auditor once the
// certificate is out (docs/product.md, 'Ratings from clients'). Deterministic, like all demo data
// (docs/style.md, 'Tests a user would recognise').
import { and, asc, eq, isNotNull, notLike } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { profiles, properties, ratings } from '../db/schema.ts';

const DAY = 86_400_000;
const STARS = [5, 4, 5, 3, 5, 4, 4, 5, 2, 5] as const;
const COMMENTS = [
  'Pontos, udvarias tanúsító, mindent érthetően elmagyarázott.',
  null,
  'Gyorsan kijött, a tanúsítvány két napon belül megérkezett.',
  'Az időpontot egyszer módosítani kellett, de végül minden rendben volt.',
  null,
  'Alapos felmérés, hasznos tanácsokat kaptunk a szigeteléshez.',
] as const;

/**
 * One rating for each completed certificate, a day after the property's last change, except those of the
 * clients one signs in as (`ugyfel…@example.hu`, README): the demo client with a certificate rates it
 * themselves.
 */
export async function seedDemoRatings(tx: Executor): Promise<void> {
  const completed = await tx
    .select({
      id: properties.id,
      clientId: properties.clientId,
      auditorId: properties.auditorId,
      updatedAt: properties.updatedAt,
    })
    .from(properties)
    .innerJoin(profiles, eq(profiles.id, properties.clientId))
    .where(
      and(
        eq(properties.status, 'document_uploaded'),
        isNotNull(properties.auditorId),
        notLike(profiles.email, 'ugyfel%@example.hu'),
      ),
    )
    .orderBy(asc(properties.clientId));
  // Not every client rates: the last auditor's clients have not yet, so the directory shows an auditor
  // with 'Még nincs értékelés' too.
  const unrated = completed
    .map((property) => property.auditorId ?? '')
    .sort()
    .at(-1);
  const rows = completed.flatMap((property, index) =>
    property.auditorId && property.auditorId !== unrated
      ? [
          {
            propertyId: property.id,
            auditorId: property.auditorId,
            clientId: property.clientId,
            stars: STARS[index % STARS.length]!,
            comment: COMMENTS[index % COMMENTS.length] ?? null,
            createdAt: new Date(property.updatedAt.getTime() + DAY),
          },
        ]
      : [],
  );
  if (rows.length) await tx.insert(ratings).values(rows).onConflictDoNothing({ target: ratings.propertyId });
}
