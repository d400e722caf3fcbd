// The terms (ÁSZF) and the privacy policy as PDFs the portal serves itself, for the client's document panel
// and auditor onboarding (docs/product.md, 'Terms and privacy policy'). The wording is the operator's to
// finalise with its lawyer; the facts in it (who, what, how long, which rights) are the portal's real
// behaviour.
import type { FastifyPluginAsync } from 'fastify';
import { CERTIFICATE_VALIDITY_YEARS, PRODUCT_TITLE, SHARE_LINK_TTL_MS } from '../../../domain/constants.ts';
import type { Config } from '../../config.ts';
import { PUBLIC } from '../../auth/access.ts';
import { contentDisposition } from '../../platform/file-store.ts';
import { renderPdf, type PdfDocument } from '../../platform/pdf.ts';
import { withArticle, withCapitalArticle } from '../../../domain/article.ts';

export const LEGAL_DOCUMENTS = {
  'aszf.pdf': { title: 'Általános szerződési feltételek', build: terms },
  'adatkezelesi-tajekoztato.pdf': { title: 'Adatkezelési tájékoztató', build: privacyPolicy },
} as const satisfies Record<string, { title: string; build: (config: Config) => PdfDocument }>;
export type LegalDocumentName = keyof typeof LEGAL_DOCUMENTS;

const VERSION = 'Hatályos: 2026. november 1-től';

/** The bank's contacts with no-break spaces, so a phone number is never broken over two lines. */
const keptWhole = (bank: Config['bank']): Config['bank'] => ({
  ...bank,
  supportPhone: bank.supportPhone.replace(/ /g, '\u00a0'),
});

function terms(config: Config): PdfDocument {
  const bank = keptWhole(config.bank);
  return {
    title: `${PRODUCT_TITLE} – Általános szerződési feltételek`,
    subtitle: VERSION,
    footer: `${PRODUCT_TITLE} ÁSZF`,
    sections: [
      {
        heading: '1. A szolgáltatás',
        paragraphs: [
          `${withCapitalArticle(PRODUCT_TITLE)} (a továbbiakban: Portál) ${withArticle(bank.name)} partnerprogramjának része. A Portálon a bank ügyfelei a banktól emailben kapott kuponkóddal díjmentesen igényelhetnek energetikai tanúsítványt korszerűsített ingatlanukra.`,
          'A tanúsítványt jogosultsággal rendelkező független tanúsító (a továbbiakban: Tanúsító) készíti el helyszíni felmérés alapján, és a Portálra tölti fel, ahonnan az Ügyfél letöltheti.',
        ],
      },
      {
        heading: '2. Regisztráció és igénylés',
        paragraphs: [
          'A Portál használatához regisztráció szükséges. Az Ügyfél a regisztráció során megadott adatai valóságáért felel, és azokat a Profil szerkesztése menüpontban bármikor módosíthatja.',
          'Egy kuponkód egyszer, egy ingatlanra használható fel. A kuponkód a lejárati napján még felhasználható. Az igénylés a kuponkód, az ingatlan címe és alapterülete megadásával, valamint a cím helyességének megerősítésével jön létre.',
          'Az ingatlan címe az igénylés elküldéséig módosítható; ezt követően módosítást az ügyfélszolgálaton keresztül lehet kérni.',
        ],
      },
      {
        heading: '3. A tanúsítás menete',
        paragraphs: [
          'Az igénylést követően az üzemeltető tanúsítót rendel az ingatlanhoz, a megye, a tanúsító szabad kapacitása és a távolság alapján. A Tanúsító az Ügyféllel egyeztetett időpontban helyszíni felmérést végez.',
          'Az egyeztetett időpontot az Ügyfél a Portálon lemondhatja; ilyenkor a Tanúsító új időpontot egyeztet. A helyszíni felméréshez az Ügyfél biztosítja az ingatlanhoz való hozzáférést és a rendelkezésére álló műszaki dokumentumokat.',
          `Az elkészült tanúsítvány ${CERTIFICATE_VALIDITY_YEARS} évig érvényes. Az Ügyfél a tanúsítványt letöltheti, és emailben megoszthatja; a megosztott link ${Math.round(SHARE_LINK_TTL_MS / 86_400_000)} napig érvényes, és az Ügyfél bármikor visszavonhatja.`,
        ],
      },
      {
        heading: '4. Díjak',
        paragraphs: [
          `A szolgáltatás az Ügyfél számára díjmentes: a tanúsítás díját ${withArticle(bank.name)} fizeti meg az üzemeltetőnek. A Tanúsító az Ügyféltől semmilyen díjat nem kérhet.`,
        ],
      },
      {
        heading: '5. Tanúsítók',
        paragraphs: [
          'A Tanúsító a Portál használatával vállalja, hogy a hozzá rendelt ügyfelekkel a kijelölést követő 3 napon belül felveszi a kapcsolatot, a tanúsítványt a jogszabályok szerint készíti el, és a személyes adatokat kizárólag a tanúsítás céljára használja.',
          'A Tanúsító a Portálon megadott heti kapacitása és vállalt megyéi szerint kap új megbízást; inaktív állapotban új megbízást nem kap.',
        ],
      },
      {
        heading: '6. Felelősség és panaszkezelés',
        paragraphs: [
          'A tanúsítvány szakmai tartalmáért az azt kiállító Tanúsító felel. A Portál üzemeltetője a szolgáltatás folyamatos elérhetőségére törekszik, az ebből eredő rövid kiesésekért nem felel.',
          `Kérdés vagy panasz esetén ügyfélszolgálatunk a ${bank.supportPhone} telefonszámon és a ${bank.supportEmail} email címen érhető el. A panaszt 30 napon belül írásban megválaszoljuk.`,
        ],
      },
      {
        heading: '7. Fiók megszüntetése',
        paragraphs: [
          'Az Ügyfél fiókját a Portálon bármikor törölheti. A törléskor személyes adatai törlődnek; a már kiállított tanúsítványt és az elszámoláshoz szükséges adatokat a jogszabályok által előírt ideig, személyes adatok nélkül őrizzük meg.',
        ],
      },
    ],
  };
}

function privacyPolicy(config: Config): PdfDocument {
  const bank = keptWhole(config.bank);
  return {
    title: `${PRODUCT_TITLE} – Adatkezelési tájékoztató`,
    subtitle: VERSION,
    footer: `${PRODUCT_TITLE} adatkezelési tájékoztató`,
    sections: [
      {
        heading: '1. Kik vagyunk',
        paragraphs: [
          `${withCapitalArticle(PRODUCT_TITLE)} üzemeltetője ${withArticle(bank.name)} partnerprogramjában kezeli az Ön személyes adatait. Adatvédelmi kérdéseivel forduljon hozzánk telefonon (${bank.supportPhone}) vagy e-mailben (${bank.supportEmail}).`,
        ],
      },
      {
        heading: '2. Milyen adatokat kezelünk és miért',
        paragraphs: [
          'Regisztrációs adatok (név, email cím, telefonszám, cím): a fiók létrehozása és a kapcsolattartás céljából, a szerződés teljesítése jogalapján.',
          'Az ingatlan adatai (cím, alapterület, kapcsolattartó) és a kuponkód: a tanúsítás megszervezése céljából, a szerződés teljesítése jogalapján.',
          'A tanúsítvány és a helyszíni felmérés időpontja: a tanúsítvány kiállítása és átadása céljából. Bejelentkezési és műveleti napló: a szolgáltatás biztonsága céljából, jogos érdek alapján.',
          'A bankkal való adatmegosztáshoz és a marketing célú megkeresésekhez adott hozzájárulását bármikor visszavonhatja.',
        ],
      },
      {
        heading: '3. Kik ismerhetik meg az adatokat',
        paragraphs: [
          `Az Ön ingatlanához rendelt Tanúsító (a tanúsításhoz szükséges adatokat), az üzemeltető munkatársai és ${withArticle(bank.name)} programban részt vevő munkatársai (a program elszámolásához szükséges adatokat).`,
          'A tanúsítványt csak Ön, a Tanúsító és az üzemeltető jogosult munkatársai tölthetik le; nyilvános hivatkozás nem készül. Ha Ön a tanúsítványt emailben megosztja, a címzett a visszavonásig, legfeljebb 7 napig töltheti le.',
        ],
      },
      {
        heading: '4. Meddig őrizzük',
        paragraphs: [
          `A fiók adatait a fiók törléséig kezeljük. A kiállított tanúsítványt a tanúsítvány érvényességi idejéig (${CERTIFICATE_VALIDITY_YEARS} év), az elszámolási adatokat a számviteli jogszabályokban előírt ideig őrizzük meg, személyes adatok nélkül.`,
        ],
      },
      {
        heading: '5. Az Ön jogai',
        paragraphs: [
          'Ön kérheti adatai megismerését, helyesbítését, törlését, kezelésük korlátozását és hordozhatóságát, valamint tiltakozhat a jogos érdeken alapuló adatkezelés ellen. Fiókját és személyes adatait a Portálon maga is törölheti.',
          'Panaszával a Nemzeti Adatvédelmi és Információszabadság Hatósághoz (NAIH) fordulhat, vagy bírósághoz fordulhat.',
        ],
      },
      {
        heading: '6. Sütik és biztonság',
        paragraphs: [
          'A Portál csak a bejelentkezéshez szükséges sütit használja; követő vagy hirdetési sütit nem. A CAPTCHA ellenőrzés a saját szerverünkön fut, harmadik fél nem kap adatot. Az adatokat titkosított kapcsolaton továbbítjuk, a jelszavakat visszafejthetetlen formában tároljuk.',
        ],
      },
    ],
  };
}

/** Public: the terms are linked before sign-in and from the onboarding form. */
export const legalDocumentRoutes: FastifyPluginAsync = async (app) => {
  // The promise is kept, so requests that arrive while the first one renders wait for the same document.
  const rendered = new Map<string, Promise<Buffer>>();
  for (const [name, document] of Object.entries(LEGAL_DOCUMENTS)) {
    app.get(
      `/documents/${name}`,
      { config: { access: PUBLIC }, schema: { hide: true } },
      async (_request, reply) => {
        let pdf = rendered.get(name);
        if (!pdf) {
          pdf = renderPdf(document.build(app.services.config));
          rendered.set(name, pdf);
          pdf.catch(() => rendered.delete(name));
        }
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(`${document.title}.pdf`, 'inline'))
          .header('cache-control', 'public, max-age=3600')
          .send(await pdf);
      },
    );
  }
};
