// Hungarian user-facing messages. Many are kept verbatim from the earlier product's specification; the rest
// are ours, in the same formal register ('Ön'; docs/product.md, 'Formal Hungarian').
import { RATE_LIMITS } from './constants.ts';
import { withArticle, withCapitalArticle } from './article.ts';

const wholeMinutes = (minutes: number) => Math.max(1, Math.ceil(minutes));
/**
 * A wait as people read it: whole minutes, rounded up, at least one ('Próbálja újra 3 perc múlva'). Here
 * rather than in time.ts: the sign-in form needs it, and the first download carries messages.ts already.
 */
export const minutesToWait = (waitMs: number) => wholeMinutes(waitMs / 60_000);

/** The weak-password message; the reason follows it (docs/rules/accounts.md, 'Strength policy'). */
export const WEAK_PASSWORD = 'A jelszó túl gyenge. Kérjük, válasszon erősebb jelszót';

/** A period whose end is before its start, said alike by every date filter and form. */
const RANGE_ORDER = 'A záró dátum nem lehet korábbi a kezdő dátumnál';

export const MESSAGES = {
  /** A screen's data did not arrive (the dashboards, the pairing, the client list and sheet). */
  loadError: 'Hiba történt az adatok betöltése során',
  /** A form's code is still on its way (the support ticket and webhook forms load on demand). */
  formLoading: 'Űrlap betöltése...',
  required: 'A mező kitöltése kötelező',
  tooLong: (max: number) => `A mező legfeljebb ${max} karakter lehet`,
  controlCharacters: 'A megadott érték nem megengedett vezérlőkaraktert tartalmaz.',
  invalidId: 'Érvénytelen azonosító.',
  outOfRange: 'A megadott szám a megengedett tartományon kívül esik.',
  email: {
    required: 'Az email cím megadása kötelező',
    invalid: 'Érvénytelen email cím formátum',
    tooLong: 'Az email cím legfeljebb 254 karakter lehet',
  },
  phone: {
    required: 'A telefonszám megadása kötelező',
    invalid: 'Érvénytelen magyar telefonszám formátum',
    tooLong: 'A telefonszám legfeljebb 20 karakter lehet',
  },
  firstName: {
    tooShort: 'A keresztnévnek legalább 2 karakter hosszúnak kell lennie',
    tooLong: 'A keresztnév legfeljebb 50 karakter lehet',
  },
  lastName: {
    tooShort: 'A vezetéknévnek legalább 2 karakter hosszúnak kell lennie',
    tooLong: 'A vezetéknév legfeljebb 50 karakter lehet',
  },
  name: {
    required: 'A név megadása kötelező',
    tooShort: 'A névnek legalább 2 karakter hosszúnak kell lennie',
    tooLong: 'A név legfeljebb 50 karakter lehet',
  },
  postcode: {
    required: 'Az irányítószám megadása kötelező',
    invalid: 'Érvénytelen irányítószám formátum (4 számjegy szükséges)',
    unknown: 'Ismeretlen irányítószám. Kérjük, ellenőrizze.',
  },
  city: {
    required: 'A település megadása kötelező',
    tooLong: 'A település neve legfeljebb 50 karakter lehet',
    notInPostcode: 'A megadott település nem ehhez az irányítószámhoz tartozik. Kérjük, ellenőrizze.',
  },
  street: { required: 'Az utca megadása kötelező', tooLong: 'Az utca neve legfeljebb 100 karakter lehet' },
  houseNumber: { required: 'A házszám megadása kötelező', tooLong: 'A házszám legfeljebb 20 karakter lehet' },
  password: {
    required: 'A jelszó megadása kötelező',
    tooShort: 'A jelszónak legalább 8 karakter hosszúnak kell lennie',
    uppercase: 'A jelszónak tartalmaznia kell legalább egy nagybetűt',
    lowercase: 'A jelszónak tartalmaznia kell legalább egy kisbetűt',
    digit: 'A jelszónak tartalmaznia kell legalább egy számot',
    special:
      'A jelszónak tartalmaznia kell legalább egy speciális karaktert (!@#$%^&*()_+-=[]{};\':"\\|,.<>/?)',
    mismatch: 'A megadott jelszavak nem egyeznek',
    currentRequired: 'A jelenlegi jelszó megadása kötelező',
    newMismatch: 'Az új jelszavak nem egyeznek',
    sameAsCurrent: 'Az új jelszó nem lehet ugyanaz, mint a jelenlegi',
    weak: WEAK_PASSWORD,
    temporaryTooShort: 'Az ideiglenes jelszónak legalább 8 karakter hosszúnak kell lennie',
  },
  consent: {
    privacy: 'Az adatkezelési tájékoztató elfogadása kötelező',
    terms: 'Az általános szerződési feltételek elfogadása kötelező',
    bankDataSharing: 'A banki adatmegosztáshoz való hozzájárulás kötelező',
    marketing: 'A marketing célú hozzájárulás kötelező',
  },
  captcha: {
    required: 'Kérjük, töltse ki a CAPTCHA-t a folytatáshoz.',
    expired: 'A CAPTCHA lejárt. Kérjük, töltse ki újra.',
    loadError: 'Hiba történt a CAPTCHA betöltése során. Kérjük, frissítse az oldalt.',
  },
  coupon: {
    required: 'A kuponkód megadása kötelező',
    tooShort: 'A kuponkód legalább 6 karakter hosszú kell legyen',
    tooLong: 'A kuponkód legfeljebb 12 karakter lehet',
    format:
      'A kuponkód formátuma nem megfelelő. Kérjük, ellenőrizze a banktól kapott emailben szereplő kódot.',
    invalidOrUsed: 'Érvénytelen vagy már felhasznált kuponkód',
    addressConfirmation: 'Kérjük, erősítse meg, hogy a megadott cím helyes',
  },
  // Coupon order
  order: {
    failed: 'Hiba történt a tanúsítvány igénylése során',
    propertySaveFailed: 'Hiba történt az ingatlan adatainak mentése során. Kérjük, próbálja újra.',
    couponProcessingFailed:
      'Hiba történt a kuponkód feldolgozása során. Kérjük, lépjen kapcsolatba az ügyfélszolgálattal.',
    alreadyOrdered:
      'Ehhez a fiókhoz már tartozik tanúsítvány igénylés, egy másik kuponkód nem használható fel.',
    success: 'Tanúsítvány igénylését rögzítettük. Hamarosan kijelölünk Önnek egy tanúsítót.',
  },
  property: {
    notFound: 'Az ingatlan nem található',
    addressLocked: 'A cím csak a tanúsítvány igénylése előtt módosítható.',
    addressSaved: 'A cím módosítását mentettük.',
    noAppointment: 'Nincs lemondható időpont.',
    appointmentCancelled: 'Az időpontot lemondtuk, és értesítettük a tanúsítót.',
  },
  // Download
  download: {
    /** The title of a failed download's message, on every screen that downloads a file. */
    banner: 'Letöltési hiba',
    sessionExpired: 'A munkamenet lejárt. Kérjük, jelentkezzen be újra.',
    loginRequired: 'A letöltéshez be kell jelentkeznie.',
    forbidden: 'Nincs jogosultsága a tanúsítvány letöltéséhez.',
    fileNotFound: 'A fájl nem található.',
    notUploaded: 'A tanúsítvány még nem lett feltöltve',
    notReady: 'A tanúsítvány még nem elérhető letöltésre',
    failed: 'Hiba történt a tanúsítvány letöltése során. Kérjük, próbálja újra.',
    triggerFailed: 'A böngésző nem tudta elindítani a letöltést. Kérjük, próbálja újra.',
  },
  // Upload, appointment, the auditor's screens, onboarding
  auditorWorkspace: {
    uploadError: (error: string) => `Hiba a feltöltés során: ${error}`,
    uploadUnexpected: 'Váratlan hiba történt a feltöltés során',
    uploadSuccess: (clientName: string) => `Tanúsítvány sikeresen feltöltve: ${clientName}`,
    uploadNoFile: 'Kérjük, válasszon ki egy fájlt.',
    uploadNeedsAppointment: 'A tanúsítvány a helyszíni felmérés időpontjának rögzítése után tölthető fel.',
    /** The survey comes first, so the timeline reads appointment -> certificate. */
    uploadBeforeAppointment: (start: string) =>
      `A tanúsítvány a helyszíni felmérés kezdete (${start}) után tölthető fel.`,
    storageFailed: 'Hiba történt a fájl tárolása során. Kérjük, próbálja újra.',
    appointmentError: (error: string) => `Hiba történt az időpont mentése során: ${error}`,
    appointmentUnexpected: 'Váratlan hiba történt az időpont mentése során',
    appointmentSaved: 'Az időpontot mentettük, és emailben értesítettük az ügyfelet.',
    appointmentNotAllowed: 'A tanúsítvány már elkészült: ehhez az ügyfélhez nem rögzíthető új időpont.',
    appointmentCancelled: 'Az időpontot lemondtuk, és értesítettük az ügyfelet.',
    loadClients: 'Hiba az ügyfelek betöltése során',
    loadStats: 'Hiba a statisztikák betöltése során',
    unknown: 'Ismeretlen hiba történt',
    onboardingRequired:
      'Kérjük, előbb fejezze be a regisztrációt: adja meg cége adatait, és fogadja el az ÁSZF-et.',
    onboardingDone: 'Köszönjük! Regisztrációja befejeződött, megkezdheti a munkát.',
    onboardingLoadError: (error: string) => `Hiba az auditor adatok lekérdezése során: ${error}`,
    onboardingSaveError: (error: string) => `Hiba az onboarding adatok mentése során: ${error}`,
    profileSaved: 'Tanúsítói adatait mentettük.',
    noteSaved: 'A megjegyzést mentettük.',
    callSaved: 'A hívást rögzítettük a megjegyzések között.',
    notesLoadError: 'Hiba a megjegyzések betöltése során',
    noteSaveError: 'Hiba a megjegyzés mentése során',
    calendarReset: 'Új naptár-linket készítettünk; a régi link már nem működik.',
  },
  // Client list
  clients: {
    notFound: 'Az ügyfél nem található',
    loading: 'Ügyfelek betöltése...',
    listLoadError: 'Hiba történt az ügyfelek betöltése során',
    noneMatch: 'Nincs a szűrőknek megfelelő ügyfél.',
    noCoupon: 'Nincs kupon',
    progressLoadError: 'Hiba történt a kuponok adatainak betöltése során',
    pdfTooLarge: (limit: string) =>
      `A PDF legfeljebb ${limit} ügyfelet tartalmazhat. Kérjük, szűkítse a listát a szűrőkkel, vagy használja az Excel exportot.`,
  },
  // Create auditor, auditor edit load
  auditors: {
    notFound: 'A tanúsító nem található',
    loadingOne: 'Tanúsító adatainak betöltése...',
    createFailed: 'Hiba történt a tanúsító létrehozása során',
    created: (name: string) =>
      `${name} tanúsítói fiókja elkészült. A bejelentkezési adatokat és a jelszóbeállító linket emailben elküldtük.`,
    saved: 'A tanúsító adatait mentettük.',
    loadError: 'Hiba történt az auditorok betöltése során',
    profileLoadError: 'Hiba a profil betöltése során',
    detailsLoadError: 'Hiba az auditor részletek betöltése során',
    empty: 'Nincs a keresési feltételeknek megfelelő tanúsító',
    addressFallback: 'Székhely cím nem megadott',
    emailCheckFailed: 'Az email cím ellenőrzése nem sikerült; a „Tovább” gombbal újra megpróbálhatja',
  },
  // Assignment
  assignment: {
    noProperty: 'Nem található olyan ingatlan, amelyhez tanúsítót lehetne rendelni',
    auditorUnavailable: 'A kiválasztott tanúsító nem vállal új megbízást, vagy nem található.',
    done: 'A tanúsítót hozzárendeltük, és emailben értesítettük.',
    auditorFull: 'A kiválasztott tanúsítónak közben elfogytak a szabad helyei.',
    batchNotFound: 'A párosítási terv nem található.',
    batchStarted: 'Ezt a tervet már elindították; a folyamatát lent követheti.',
    batchEmpty: 'A tervben nincs hozzárendelhető megrendelés.',
    /** The pairing's row and the assignment dialog, when no auditor can take the property. */
    noAuditors: 'Jelenleg nincs szerződött, aktív tanúsító, akihez az ingatlan rendelhető.',
  },
  share: {
    sent: (email: string) => `A tanúsítvány letöltési linkjét elküldtük: ${email}. A link 7 napig érvényes.`,
    revoked: 'A megosztást visszavontuk, a link már nem használható.',
    invalid: 'A megosztási link érvénytelen.',
    expired: 'A megosztási link lejárt vagy visszavonták. Kérjen új linket a tanúsítvány tulajdonosától.',
    tooMany: 'Túl sok megosztás rövid időn belül. Kérjük, próbálja újra később.',
  },
  area: {
    required: 'Az ingatlan alapterületének megadása kötelező',
    invalid: 'Az alapterület csak számjegyeket tartalmazhat',
    outOfRange: 'Az alapterület 1 és 100 000 m² között lehet',
  },
  contactPerson: {
    nameRequired: 'A kapcsolattartó nevének megadása kötelező',
    phoneRequired: 'A kapcsolattartó telefonszámának megadása kötelező',
    phoneCharacters: 'A telefonszám csak számjegyeket, szóközt és + - ( ) karaktereket tartalmazhat',
  },
  note: {
    empty: 'A megjegyzés nem lehet üres',
    tooLong: 'A megjegyzés maximum 500 karakter lehet',
  },
  file: {
    tooLarge: 'A fájl mérete túl nagy. Maximum 10MB engedélyezett.',
    oneAtATime: 'Egyszerre egy fájlt tölthet fel.',
    /** A coupon or lead table over its own limit (25 or 5 MB), not the certificates' 10 MB. */
    tableTooLarge: (maxBytes: number) =>
      `A fájl mérete túl nagy. Legfeljebb ${Math.round(maxBytes / 2 ** 20)} MB engedélyezett.`,
    auditorType: 'Csak PDF vagy kép fájlokat lehet feltölteni.',
    adminType: 'Érvénytelen fájltípus. Csak PDF, JPEG és PNG fájlok engedélyezettek.',
    empty: 'A fájl üres.',
    unsafeName: 'Érvénytelen fájlnév.',
    malformed:
      'Hiba a feltöltés során: a fájl nem érkezett meg hiánytalanul. Kérjük, válassza ki és töltse fel újra.',
    storageUnavailable: 'Hiba történt a fájl tárolása során. Kérjük, próbálja újra.',
  },
  appointment: {
    required: 'Kérjük, válassza ki az évet, hónapot, napot, órát és percet',
    past: 'A dátum nem lehet múltbeli',
    hour: 'Az időpont órája 8 és 18 óra között lehet',
    minute: 'A perc csak 00, 15, 30 vagy 45 lehet',
    invalidDate: 'Érvénytelen dátum',
  },
  auditor: {
    capacity: 'A heti kapacitás 0 és 20 között lehet',
    capacityRequired: 'Adja meg a heti kapacitást (0 és 20 között)',
    notesTooLong: 'A megjegyzés legfeljebb 500 karakter lehet',
    countiesRequired: 'Legalább egy megyét válasszon ki',
    certificationRequired: 'Legalább egy képesítést jelöljön meg',
    certificationIdRequired: 'A tanúsítói azonosító megadása kötelező',
  },
  onboarding: {
    missingField: (field: string) => `Hiányzó kötelező mező: ${field}`,
    termsRequired: 'Az ÁSZF elfogadása kötelező',
    /** The tax number (adószám) is 8 + 1 + 2 digits: törzsszám, áfakód, területi kód. */
    taxNumberFormat: 'Az adószámot 12345678-1-12 formában adja meg (8, 1 és 2 számjegy)',
    taxNumberCheckDigit: 'Az adószám nem érvényes: ellenőrizze az első nyolc számjegyet',
    taxNumberVatCode: 'Az adószám középső számjegye (áfakód) 1 és 5 között lehet',
  },
  weeklyZip: {
    passwordTooShort: 'A jelszónak legalább 8 karakter hosszúnak kell lennie',
    emailRequired: 'Az email cím megadása kötelező, ha emailben kéri az értesítést',
  },
  news: {
    loading: 'Hírek betöltése...',
    loadError: 'A hírek betöltése nem sikerült',
    titleRequired: 'A cím megadása kötelező',
    contentRequired: 'A tartalom megadása kötelező',
    sourceRequired: 'A forrás megadása kötelező',
  },
  ticket: {
    titleRequired: 'A cím megadása kötelező',
    descriptionRequired: 'A leírás megadása kötelező',
    commentRequired: 'A hozzászólás nem lehet üres',
    commentTooLong: (max: number) => `A hozzászólás legfeljebb ${max} karakter lehet`,
    notFound: 'A bejelentés nem található.',
    statusNotAllowed: 'Ezt az állapotváltást csak a portál adminisztrátora végezheti el.',
    created: 'A bejelentést rögzítettük. Az üzemeltető emailben értesítést kapott.',
    commented: 'Hozzászólását elküldtük.',
    statusChanged: 'A bejelentés állapota megváltozott.',
  },
  rating: {
    range: 'Az értékelés 1 és 5 csillag között lehet',
    already: 'Ezt a tanúsítást már értékelte. Köszönjük!',
    notYet: 'A tanúsítót a tanúsítvány elkészülte után értékelheti.',
    thanks: 'Köszönjük az értékelését!',
    commentTooLong: 'A megjegyzés legfeljebb 500 karakter lehet',
  },
  accountDeletion: {
    confirmWord: 'A megerősítéshez írja be: TÖRLÉS',
    done: 'Fiókját és személyes adatait töröltük.',
    auditorRefused: 'Tanúsítói fiókot csak az üzemeltető törölhet.',
  },
  twoFactor: {
    setupRequired:
      'A munkatársi fiókokhoz kétlépcsős azonosítás szükséges. Kérjük, állítsa be a hitelesítő alkalmazást.',
    codeInvalid: 'Érvénytelen kód. Kérjük, ellenőrizze a hitelesítő alkalmazást, és próbálja újra.',
    codeUsed:
      'Ezzel a kóddal már bejelentkeztek. Kérjük, várja meg, amíg a hitelesítő alkalmazás új kódot mutat, és jelentkezzen be újra.',
    codeFormat: 'A kód 6 számjegyből áll',
    backupCodeFormat: 'Adja meg az egyik helyreállító kódot',
    challengeExpired: 'A bejelentkezési kísérlet lejárt. Kérjük, jelentkezzen be újra.',
    tooManyAttempts: 'Túl sok sikertelen próbálkozás. Kérjük, jelentkezzen be újra később.',
    enabled: 'A kétlépcsős azonosítás bekapcsolva.',
    disabled: 'A kétlépcsős azonosítás kikapcsolva.',
    staffCannotDisable: 'Munkatársi fiókban a kétlépcsős azonosítás nem kapcsolható ki.',
    alreadyEnabled: 'A kétlépcsős azonosítás már be van kapcsolva.',
  },
  profile: {
    // Profile update without user
    noUser: 'Nincs bejelentkezett felhasználó',
    saved: 'Profil sikeresen frissítve!',
    emailChangePending: (email: string) =>
      `Az új email címre (${email}) megerősítő linket küldtünk. A cím a megerősítés után változik meg.`,
    emailChanged: 'Email címe megváltozott. Ezentúl ezzel a címmel jelentkezhet be.',
    auditorRefused: 'Tanúsítói fiók adatai a Tanúsítói profil ablakban módosíthatók.',
  },
  auth: {
    // Sign-in
    invalidCredentials: 'Érvénytelen bejelentkezési adatok.',
    emailNotConfirmed:
      'Email cím nincs megerősítve. Kérjük, ellenőrizze email fiókját és kattintson a megerősítő linkre.',
    // The earlier product's specification said 'Próbáld újra' (informal); the portal speaks formally
    // (docs/product.md, 'Formal Hungarian')
    unknown: 'Ismeretlen hiba történt. Kérjük, próbálja újra.',
    lockoutWarning: (remaining: number) =>
      `${remaining} sikertelen kísérlet után ideiglenesen letiltjuk a bejelentkezést.`,
    // docs/product.md, 'Sign-in lockout': the banner says which limit was reached; the e-mail one starts
    // with the text the earlier product's specification gave
    emailBlocked: (minutes: number) =>
      `Túl sok sikertelen kísérlet. Próbálja újra ${wholeMinutes(minutes)} perc múlva. ` +
      `Ezt az email címet ${RATE_LIMITS.login.limit} sikertelen bejelentkezési kísérlet után ideiglenesen letiltottuk. ` +
      'Ha elfelejtette jelszavát, az „Elfelejtett jelszó?” linkkel újat állíthat be, és azzal azonnal bejelentkezhet.',
    networkBlocked: (minutes: number) =>
      'Az Ön hálózatáról túl sok sikertelen bejelentkezési kísérlet érkezett, ezért innen ideiglenesen nem lehet bejelentkezni. ' +
      `Próbálja újra ${wholeMinutes(minutes)} perc múlva.`,
    captchaRequired: 'Több sikertelen kísérlet után a bejelentkezéshez töltse ki a CAPTCHA-t.',
    captchaInvalid: 'A CAPTCHA ellenőrzése nem sikerült. Kérjük, töltse ki újra.',
    // Registration
    registrationFailed: 'Hiba történt a regisztráció során',
    emailAlreadyExists: 'Ez az email cím már regisztrálva van',
    verificationSent: 'Elküldtük a megerősítő emailt. Kérjük, ellenőrizze a spam mappát is.',
    emailVerified: 'Email címe megerősítve. Most már bejelentkezhet.',
    verificationInvalid:
      'A megerősítő link érvénytelen vagy lejárt. Kérjen új megerősítő emailt a bejelentkezésnél.',
    // Forgot / reset password
    resetSent:
      'Ha ez az email cím regisztrálva van, hamarosan megkapja a jelszó-visszaállító linket. Kérjük, ellenőrizze a spam mappát is.',
    resetInvalid: 'A jelszó-visszaállító link érvénytelen vagy lejárt. Kérjük, kérjen új linket.',
    resetValid: 'A jelszó-visszaállító link érvényes.',
    resetDone: 'Jelszava megváltozott. Most már bejelentkezhet az új jelszóval.',
    // Password change
    currentPasswordWrong: 'A jelenlegi jelszó helytelen',
    passwordChanged: 'Jelszó sikeresen megváltoztatva!',
    sessionExpired: 'A munkamenet lejárt. Kérjük, jelentkezzen be újra',
    passwordChangeRequired:
      'Fiókját ideiglenes jelszóval hozták létre. Kérjük, a folytatás előtt állítson be saját jelszót.',
  },
  // System log
  systemLog: {
    loadError: 'Hiba a naplók betöltése során',
    queryError: 'Hiba történt a naplók lekérdezése során',
    statisticsError: 'Hiba a statisztikák lekérdezése során',
    downloadError: 'Hiba történt a napló letöltése során',
    downloadStartError: 'Hiba történt a letöltés indításakor',
    empty: 'Nincs a keresési feltételeknek megfelelő esemény',
    rangeOrder: RANGE_ORDER,
    invalidType: 'Ismeretlen eseménytípus',
    invalidCursor: 'Érvénytelen lapozási adat. Kérjük, töltse be újra a listát.',
    invalidLimit: `A lekérhető események száma 1 és 200 között lehet`,
  },
  // The bank's reports
  bankReports: {
    loadError: 'Hiba történt a riport betöltése során',
    exportError: 'Hiba történt az Excel riport letöltése során',
    invalidPeriod: 'Ismeretlen időszak',
    invalidCounty: 'Ismeretlen megye',
    customNeedsDates: 'Egyéni időszakhoz adja meg a kezdő és a záró dátumot.',
    datesOnlyCustom: 'Dátumot csak egyéni időszakhoz adhat meg.',
    rangeOrder: RANGE_ORDER,
    rangeTooLong: 'Az időszak legfeljebb öt év lehet.',
  },
  // TIG statements
  tig: {
    noSelection: 'Válasszon ki legalább egy tanúsítványt a TIG elszámoláshoz.',
    tooMany: (max: number) => `Egy TIG elszámolásban legfeljebb ${max} tanúsítvány szerepelhet.`,
    duplicateIds: 'Egy tanúsítvány csak egyszer szerepelhet a kijelölésben.',
    notFound: 'A TIG elszámolás nem található.',
    certificatesNotFound: (count: number) =>
      `${count} kiválasztott tanúsítvány nem található. Kérjük, frissítse a listát.`,
    notUploaded: (names: string) =>
      `Csak feltöltött tanúsítvánnyal rendelkező ügyfelek szerepelhetnek a TIG elszámolásban. Nem szerepelhet: ${names}.`,
    alreadyBilled: (items: string) =>
      `Ezek a tanúsítványok már egy másik TIG elszámolásban szerepelnek: ${items}. Kérjük, frissítse a kijelölést.`,
    noneEligible: 'A kiválasztott tanúsítványok közül egyik sem szerepelhet TIG elszámolásban.',
    reasonNotUploaded: 'Az ingatlan tanúsítványa még nincs feltöltött állapotban',
    reasonBilled: (number: string) => `Már szerepel ${withArticle(number)} elszámolásban`,
    generated: (number: string, count: number) =>
      `${withCapitalArticle(number)} TIG elszámolás elkészült (${count} tanúsítvány).`,
    storageFailed: 'Hiba történt az elszámolás fájljainak tárolása során. Kérjük, próbálja újra.',
    alreadyPaid: (number: string) =>
      `${withCapitalArticle(number)} TIG elszámolás már kifizetettként van jelölve.`,
    markedPaid: (number: string) => `${withCapitalArticle(number)} TIG elszámolást kifizetettnek jelöltük.`,
    loadError: 'Hiba történt a TIG elszámolások betöltése során',
    previewError: 'Hiba történt a kiválasztott tanúsítványok betöltése során',
    empty: 'Még nem készült TIG elszámolás.',
    emptyFiltered: 'Nincs ilyen állapotú TIG elszámolás.',
  },
  // Certificates (Admin Light)
  certificates: {
    /** A certificate whose file is gone, on the client sheet and in Admin Light's list. */
    unavailableForDownload: 'A tanúsítvány nem elérhető letöltésre.',
    unavailableForPreview: 'A tanúsítvány nem elérhető előnézetre.',
    loadError: 'Hiba történt a tanúsítványok betöltése során',
    empty: 'Nincs a keresési feltételeknek megfelelő tanúsítvány',
    notFound: 'Tanúsítvány nem található',
    uploadBanner: 'Feltöltési hiba',
    deleteBanner: 'Törlési hiba',
    noClientProperty:
      'Nem található ingatlan ehhez az ügyfélhez. Kérjük, ellenőrizze, hogy az ügyfél rendelkezik-e ingatlanbejegyzéssel.',
    noAuditorYet:
      'Az ügyfél ingatlanjához még nincs tanúsító rendelve, ezért tanúsítvány még nem tölthető fel. Kérjük, előbb rendeljen hozzá tanúsítót.',
    uploadForbidden: 'Nincs jogosultsága a tanúsítvány feltöltéséhez.',
    recordFailed: 'Hiba történt a dokumentum adatbázisba mentése során.',
    uploadUnknown: 'Ismeretlen hiba történt',
    uploadUnexpected: (error: string) => `Váratlan hiba történt: ${error}`,
    uploaded: (clientName: string) =>
      `A tanúsítványt feltöltöttük: ${clientName}. Az ügyfelet emailben értesítettük.`,
    noneSelected: 'Nincs kiválasztott tanúsítvány a letöltéshez',
    selectionTooLarge: 'Egyszerre legfeljebb 5 000 tanúsítvány jelölhető ki. Kérjük, szűkítse a keresést.',
    bulkErrors: 'Hibák történtek a letöltés során:',
    bulkErrorsNote:
      'A ZIP fájlban a letoltesi_hibak.txt és a manifest (tartalomjegyzek.csv) is felsorolja őket.',
    downloadUnexpected: (error: string) => `Váratlan hiba történt a letöltés során: ${error}`,
    deleteFailed: (error: string) => `Hiba történt a tanúsítvány törlésekor: ${error}`,
    deleteGeneric: 'Hiba történt a tanúsítvány törlésekor. Kérjük, próbálja újra.',
    deleted: (fileName: string) =>
      `A tanúsítványt töröltük: ${fileName}. Az ügyfél ingatlanjához új tanúsítvány tölthető fel.`,
    onStatement: (status: string) =>
      `A tanúsítvány már szerepel egy TIG elszámolásban (számlázási állapota: ${status}), ezért nem törölhető.`,
    replaceOnStatement: (status: string) =>
      `Az ügyfél jelenlegi tanúsítványa már szerepel egy TIG elszámolásban (számlázási állapota: ${status}), ezért nem cserélhető.`,
  },
  // Weekly ZIP: the history, the background generation and the download
  weeklyZipReports: {
    generateFailed: 'Hiba történt a ZIP generálása során',
    notFound: 'ZIP fájl nem található',
    notReady: 'A ZIP fájl még nem készült el, vagy a generálása nem sikerült, ezért nem tölthető le.',
    deleteFailed: (error: string) => `Hiba a ZIP rekord törlésekor: ${error}`,
    sessionExpired: 'A bejelentkezési munkamenet lejárt. Kérjük, jelentkezzen be újra.',
    downloadFailed: 'Hiba történt a ZIP fájl letöltése során',
    loadError: 'Hiba történt a heti ZIP fájlok betöltése során',
    empty: 'Még nem készült heti ZIP fájl.',
    rangeOrder: RANGE_ORDER,
    rangeTooLong: (days: number) => `Egy ZIP legfeljebb ${days} napot foghat át.`,
    rangeInFuture: 'Az időszak nem kezdődhet a mai napnál később.',
    passwordTooLong: (max: number) => `A jelszó legfeljebb ${max} karakter lehet`,
    queued: 'A ZIP generálása elindult. Az oldalt elhagyhatja: az előzmények között látja, mikor készül el.',
    queuedWithEmail: (email: string) =>
      `A ZIP generálása elindult. Ha elkészült, a letöltési linket elküldjük ide: ${email}. A jelszót nem küldjük el.`,
    ready: (fileName: string) => `${withCapitalArticle(fileName)} elkészült, letölthető.`,
    mailFailedNote: 'A ZIP elkészült, de az értesítő email küldése nem sikerült.',
    deleted: (fileName: string) => `${withCapitalArticle(fileName)} ZIP fájlt töröltük.`,
    confirmDelete: 'Biztosan törli ezt a ZIP fájlt?',
    linkInvalid: 'A letöltési link érvénytelen. A ZIP fájl az előzmények listájából tölthető le.',
    linkExpired:
      'A letöltési link lejárt (24 óráig érvényes). A ZIP fájl az előzmények listájából továbbra is letölthető.',
    interrupted:
      'A ZIP generálása többször megszakadt (a szerver újraindult vagy leállt), ezért nem készült el. Kérjük, indítsa újra a generálást.',
    storageFailed: 'Hiba történt a ZIP fájl tárolása során. Kérjük, próbálja újra.',
    sourceFileMissing: (count: number) =>
      `${count} tanúsítvány fájlja nem volt olvasható; a ZIP-ben lévő letoltesi_hibak.txt felsorolja őket.`,
  },
} as const;

/** Error codes the API answers with, and their default Hungarian message. */
export const ERROR_MESSAGES = {
  validation_error: 'Érvénytelen adatok. Kérjük, ellenőrizze a megadott értékeket.',
  invalid_json: 'A kérés törzse nem érvényes JSON.',
  payload_too_large: 'A kérés túl nagy.',
  unsupported_media_type: 'Nem támogatott tartalomtípus.',
  unauthorized: 'Nincs érvényes bejelentkezés',
  forbidden: 'Nincs jogosultsága ehhez a művelethez.',
  forbidden_origin: 'A kérés nem a portál oldaláról érkezett, ezért elutasítottuk.',
  not_found: 'A keresett elem nem található.',
  route_not_found: 'A kért címen nem található szolgáltatás.',
  bad_url: 'A kért cím hibás (érvénytelen karakterkódolás).',
  uri_too_long: 'A kért cím túl hosszú.',
  rate_limited: 'Túl sok kérés. Kérjük, próbálja újra később.',
  database_unavailable: 'Az adatbázis átmenetileg nem érhető el. Kérjük, próbálja újra néhány perc múlva.',
  starting: 'A portál most indul. Kérjük, próbálja újra néhány másodperc múlva.',
  shutting_down: 'A portál most újraindul. Kérjük, próbálja újra néhány másodperc múlva.',
  internal_error: 'Váratlan hiba történt. Kérjük, próbálja újra.',
  query_timeout: 'A keresés túl sokáig tartott. Kérjük, szűkítse a feltételeket, és próbálja újra.',
  file_too_large: MESSAGES.file.tooLarge,
  unsupported_file_type: MESSAGES.file.auditorType,
  empty_file: MESSAGES.file.empty,
  invalid_file_name: MESSAGES.file.unsafeName,
  upload_malformed: MESSAGES.file.malformed,
  storage_failed: MESSAGES.file.storageUnavailable,
} as const;
export type ErrorCode = keyof typeof ERROR_MESSAGES;

/**
 * Rate-limit texts that state the minutes remaining (docs/product.md, 'Registration and request limits');
 * the sign-in's are MESSAGES.auth's.
 */
export function minutesRemainingText(
  kind: 'registration' | 'general' | 'passwordReset',
  minutes: number,
): string {
  const m = wholeMinutes(minutes);
  switch (kind) {
    case 'registration':
      return `Túl sok regisztrációs kísérlet. Próbálja újra ${m} perc múlva.`;
    case 'general':
      return `Túl sok kérés. Próbálja újra ${m} perc múlva.`;
    case 'passwordReset':
      return `Túl sok jelszó visszaállítási kérés. Próbálja újra ${m} perc múlva.`;
  }
}
