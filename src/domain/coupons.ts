// The bank's coupon check and coupon manager (docs/roles/bank-staff.md, 'Coupon check';
// docs/rules/coupons.md): what the API answers, the import's row verdicts with their Hungarian texts, and
// the address comparison that flags an order placed for another address than the coupon was issued for.
import { z } from 'zod';
import { withoutAccents } from './name-order.ts';
import { isPostcode, type PostcodeIndex } from './postcodes.ts';
import { LIMITS } from './constants.ts';
import {
  COUPON_APPROVAL_FILTERS,
  COUPON_ROW_STATUSES,
  couponCheckQueryFields,
  type CouponApprovalFilter,
  type CouponRowStatus,
} from './coupons-list.ts';
import { pageSchema, querySchema } from './list-query-schema.ts';
import { MESSAGES } from './messages.ts';
import { sanitizeText } from './sanitize.ts';
import {
  addressSchema,
  contactPhoneSchema,
  optionalEmailSchema,
  requiredLine,
  searchSchema,
  uuidSchema,
} from './validation.ts';
import { formatNumber } from './format.ts';
import { parseTypedDay } from './time.ts';

// The coupon check's filter and query and the import's row verdicts are in coupons-list.ts, without zod
// (decision 0022).
export * from './coupons-list.ts';

// --- Coupon order (docs/rules/coupons.md) --------------------------------------------------------------
/**
 * Upper-cased, whitespace and dashes removed: the bank's codes are letters and digits, and a code pasted
 * from the e-mail may come with spaces around it or grouped with dashes ('KH40-2501').
 */
export function normalizeCouponCode(value: string): string {
  return value.replace(/[\s\-\u2010-\u2015\u2212]+/g, '').toUpperCase();
}

/**
 * What the coupon field keeps while typing or pasting: normalised first, then limited to the longest code
 * the order accepts, so a pasted ' KH40-2501 ' keeps all eight characters and a 12-character code all
 * twelve (docs/rules/coupons.md, 'The order form's field').
 */
export function couponCodeInput(value: string): string {
  return normalizeCouponCode(value).slice(0, LIMITS.couponMax);
}

/**
 * Whether a client whose property is at `postcode` can order with `code`: the bank's codes hold the
 * four-digit postcode of the address they were issued for (docs/rules/coupons.md, 'Postcode in the code').
 * The order asks this of the client's postcode, the coupon import of the address the bank issued the code
 * for (`isCouponRedeemable` in coupons.ts), so the bank cannot import a code no client could redeem.
 */
export function couponHoldsPostcode(code: string, postcode: string): boolean {
  return isPostcode(postcode) && normalizeCouponCode(code).includes(postcode);
}

export const couponCodeSchema = z
  .string({ error: MESSAGES.coupon.required })
  .transform(normalizeCouponCode)
  .pipe(
    z
      .string()
      .min(1, MESSAGES.coupon.required)
      .min(LIMITS.couponMin, MESSAGES.coupon.tooShort)
      .max(LIMITS.couponMax, MESSAGES.coupon.tooLong),
  );

export const areaSchema = z
  .string({ error: MESSAGES.area.required })
  .trim()
  .min(1, MESSAGES.area.required)
  .regex(/^\d+$/, MESSAGES.area.invalid)
  .transform(Number)
  .pipe(z.number().int().min(1, MESSAGES.area.outOfRange).max(100_000, MESSAGES.area.outOfRange));

export const contactPersonSchema = z.object({
  name: requiredLine(MESSAGES.contactPerson.nameRequired, LIMITS.nameMax * 2 + 1, MESSAGES.name.tooLong),
  phone: contactPhoneSchema,
  email: optionalEmailSchema,
});

export const certificateOrderSchema = z
  .object({
    couponCode: couponCodeSchema,
    area: areaSchema,
    addressConfirmed: z.literal(true, { error: MESSAGES.coupon.addressConfirmation }),
    contactPerson: contactPersonSchema.optional(),
  })
  .extend(addressSchema.shape)
  .refine((v) => !v.postcode || couponHoldsPostcode(v.couponCode, v.postcode), {
    message: MESSAGES.coupon.format,
    path: ['couponCode'],
  });

/** The template's columns, in this order (docs/rules/coupons.md, 'Columns'). */
export const COUPON_TEMPLATE_COLUMNS = ['code', 'address', 'expiry_date'] as const;
export const COUPON_TEMPLATE_FILE_NAME = 'kupon-sablon.csv';
/**
 * The template's one example row, showing how a code (with the address's postcode in it) and a date are
 * written. Its code is never imported ('template_example'), so a template sent back with the example left
 * in does not issue a coupon whose code every holder of the template knows.
 */
export const COUPON_TEMPLATE_EXAMPLE = {
  code: 'MINTA106501',
  address: '1065 Budapest, Nagymező utca 5.',
  expiry_date: '2027-12-31',
} as const satisfies Record<(typeof COUPON_TEMPLATE_COLUMNS)[number], string>;
/** The same rule as the database's check (coupons_code_format_check). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;
/** The coupon's address is kept to this many characters. */
export const COUPON_ADDRESS_MAX = 200;

// --- Import report ----------------------------------------------------------------------------------------

/** The reason a row is not imported, as the report and the CLI say it. */
export const COUPON_ROW_REASONS: Record<Exclude<CouponRowStatus, 'valid'>, string> = {
  duplicate_in_file: 'A kuponkód többször szerepel a fájlban; csak az első előfordulása importálható.',
  already_exists: 'Ez a kuponkód már szerepel a rendszerben.',
  already_claimed: 'Ezt a kuponkódot már beváltották.',
  bad_code: 'A kuponkód 6-12 karakter hosszú lehet, és csak betűket és számokat tartalmazhat.',
  not_redeemable:
    'A kuponkód nem tartalmazza a cím irányítószámát (cím nélkül egyetlen létező irányítószámot sem), ezért az ügyfél nem tudná beváltani: a kódban szerepelnie kell az ingatlan négyjegyű irányítószámának, például 1065 esetén KH106501.',
  bad_date: 'A lejárati dátum formátuma ÉÉÉÉ-HH-NN kell legyen (például 2027-12-31).',
  expired: 'A lejárati dátum már elmúlt.',
  template_example:
    'Ez a sablon mintasora, nem importáljuk. Kérjük, törölje, és a saját kuponjait írja a helyére.',
};

/**
 * The postcode an address names: its first standalone four-digit number that is a known postcode
 * ('1065 Budapest, Nagymező utca 5.' gives 1065), or null.
 */
export function addressPostcode(address: string, postcodes: Pick<PostcodeIndex, 'lookup'>): string | null {
  for (const [candidate] of address.matchAll(/(?<!\d)\d{4}(?!\d)/g))
    if (postcodes.lookup(candidate).length > 0) return candidate;
  return null;
}

/**
 * Whether some client could order with a coupon the bank imports (docs/rules/coupons.md, 'Postcode in the
 * code'): the order takes a code only when it holds the property's postcode (`couponHoldsPostcode`, the
 * same test), so a code issued for an address with a known postcode must hold that postcode, and a code
 * without such an address must hold at least one known postcode.
 */
export function isCouponRedeemable(
  code: string,
  address: string | null,
  postcodes: Pick<PostcodeIndex, 'lookup'>,
): boolean {
  const postcode = address === null ? null : addressPostcode(address, postcodes);
  if (postcode !== null) return couponHoldsPostcode(code, postcode);
  for (let i = 0; i + 4 <= code.length; i++) {
    const candidate = code.slice(i, i + 4);
    if (postcodes.lookup(candidate).length > 0 && couponHoldsPostcode(code, candidate)) return true;
  }
  return false;
}

/** One coupon as the bank sends it, in a file's row or the API's batch, before it is judged. */
export interface CouponRowInput {
  /** The file's line (header = 1) or the batch's 1-based position. */
  line: number;
  code: string;
  address: string;
  expiryDate: string;
}

/** What a row's verdict is judged against besides the other rows: today (Budapest) and the known postcodes. */
export interface CouponCheckContext {
  today: string;
  postcodes: Pick<PostcodeIndex, 'lookup'>;
}

/**
 * The verdicts that need no database (docs/rules/coupons.md, 'Per-row verdicts'), one rule for the screen's
 * import, the CLI and the API's batch: format, the template's example row, a code no client could redeem
 * ('Postcode in the code'), duplicates among the rows, expiry against today. Rows that pass are 'valid'
 * until the database says otherwise (already exists, already claimed).
 */
export function checkCouponRows(
  inputs: readonly CouponRowInput[],
  context: CouponCheckContext,
): CouponReportRow[] {
  const seen = new Set<string>();
  return inputs.map((input) => {
    const code = normalizeCouponCode(input.code);
    const address = sanitizeText(input.address, COUPON_ADDRESS_MAX);
    const expiryText = input.expiryDate.trim();
    const expiryDate = expiryText === '' ? null : parseTypedDay(expiryText);
    const row = { line: input.line, code, address: address === '' ? null : address, expiryDate };
    let status: CouponRowStatus = 'valid';
    if (!COUPON_CODE_PATTERN.test(code)) status = 'bad_code';
    else if (code === COUPON_TEMPLATE_EXAMPLE.code) status = 'template_example';
    else if (expiryText !== '' && expiryDate === null) status = 'bad_date';
    else if (!isCouponRedeemable(code, row.address, context.postcodes)) status = 'not_redeemable';
    else if (seen.has(code)) status = 'duplicate_in_file';
    else if (expiryDate !== null && expiryDate < context.today) status = 'expired';
    if (status === 'bad_date') row.expiryDate = expiryText.slice(0, 40);
    if (COUPON_CODE_PATTERN.test(code)) seen.add(code);
    return { ...row, code: code.slice(0, 40), status };
  });
}

export const couponReportRowSchema = z.object({
  /** 1-based line in the file, header included, as a spreadsheet numbers it. */
  line: z.number().int(),
  code: z.string(),
  address: z.string().nullable(),
  expiryDate: z.string().nullable(),
  status: z.enum(COUPON_ROW_STATUSES),
});
export type CouponReportRow = z.infer<typeof couponReportRowSchema>;

/** The report lists at most this many rows of each kind (the counts are always complete). */
export const COUPON_REPORT_ROW_LIMIT = 1000;

export const couponImportReportSchema = z.object({
  /** The file's format, or 'json' for a batch sent to the API (docs/rules/api.md). */
  format: z.enum(['csv', 'xlsx', 'xls', 'json']),
  /** Data rows read (blank rows left out). */
  total: z.number().int(),
  counts: z.record(z.enum(COUPON_ROW_STATUSES), z.number().int()),
  /** The rows, in file order: every problem row and the first valid ones, up to the limit. */
  rows: z.array(couponReportRowSchema),
  truncated: z.boolean(),
  /** How many rows this call wrote: 0 for a preview. */
  imported: z.number().int(),
});
export type CouponImportReport = z.infer<typeof couponImportReportSchema>;

export const couponStatisticsSchema = z.object({
  issued: z.number().int(),
  claimed: z.number().int(),
  /** Not claimed and past their expiry day (Budapest). */
  expired: z.number().int(),
  /** Not claimed and still valid (no expiry, or not past it). */
  unused: z.number().int(),
});
export type CouponStatistics = z.infer<typeof couponStatisticsSchema>;

// --- Coupon check list --------------------------------------------------------------------------------------

export const couponCheckQuerySchema = querySchema(couponCheckQueryFields);
/** What the web sends (the server parses it with couponCheckQuerySchema). */
export type CouponCheckQuery = {
  search?: string;
  state: CouponApprovalFilter;
  page: number;
  pageSize: number;
};

const isoDate = z.iso.datetime({ offset: true });

export const couponCheckRowSchema = z.object({
  propertyId: z.uuid(),
  clientId: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  /** Every row is an order placed with a coupon (orders without one are not the bank's to check). */
  couponCode: z.string(),
  /** The address the coupon was issued for (null: the bank's file gave none). */
  couponAddress: z.string().nullable(),
  address: z.string(),
  orderedAt: isoDate,
  approvedAt: isoDate.nullable(),
  approvedByName: z.string().nullable(),
  /** The property's address differs from the coupon's (addressesDiffer). */
  addressMismatch: z.boolean(),
});
export type CouponCheckRow = z.infer<typeof couponCheckRowSchema>;

export const couponCheckPageSchema = pageSchema(couponCheckRowSchema);
export type CouponCheckPage = z.infer<typeof couponCheckPageSchema>;

/** One approval call covers the selected rows, or every row the list's search and filter match. */
export const COUPON_APPROVAL_MAX_IDS = 1000;
export const couponApprovalSchema = z.union([
  z.strictObject({
    propertyIds: z
      .array(uuidSchema)
      .min(1, 'Kérjük, válasszon ki legalább egy megrendelést.')
      .max(
        COUPON_APPROVAL_MAX_IDS,
        `Egyszerre legfeljebb ${COUPON_APPROVAL_MAX_IDS} megrendelés választható ki.`,
      ),
  }),
  z.strictObject({
    allMatching: z.literal(true),
    search: searchSchema().optional(),
    state: z.enum(COUPON_APPROVAL_FILTERS).default('pending'),
  }),
]);
export type CouponApproval = z.input<typeof couponApprovalSchema>;

export const couponApprovalResultSchema = z.object({
  /** Newly approved by this call. */
  approved: z.number().int(),
  /** Selected but approved earlier (left as they were, with their first approver). */
  alreadyApproved: z.number().int(),
  message: z.string(),
});
export type CouponApprovalResult = z.infer<typeof couponApprovalResultSchema>;

export const couponApprovalMessage = (approved: number, alreadyApproved: number) =>
  approved === 0
    ? 'A kiválasztott megrendelések kuponját már korábban jóváhagyták; nem történt változás.'
    : `${formatNumber(approved)} megrendelés kuponja jóváhagyva.` +
      (alreadyApproved > 0 ? ` ${formatNumber(alreadyApproved)} már korábban jóvá volt hagyva.` : '');

// --- Address comparison ----------------------------------------------------------------------------------

/** Street-type and other abbreviations written both ways in Hungarian addresses. */
const ABBREVIATIONS: Record<string, string> = {
  u: 'utca',
  krt: 'korut',
  sgt: 'sugarut',
  hrsz: 'helyrajziszam',
};
/** Words that say nothing about which building it is: the district ('VI. ker.') and filler. */
const IGNORED = new Set(['ker', 'kerulet', 'magyarorszag', 'hungary']);
const ROMAN_DISTRICTS = new Set(
  'i ii iii iv v vi vii viii ix x xi xii xiii xiv xv xvi xvii xviii xix xx xxi xxii xxiii'.split(' '),
);

/**
 * An address as a set of words: lower case, accents removed, punctuation and extra spaces dropped, the
 * common abbreviations written out, the district's Roman numeral and 'ker.' left out. '12/B' and '12 b'
 * both give '12' and 'b'.
 */
export function addressWords(address: string): Set<string> {
  const plain = withoutAccents(address)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    // '12b' and '12 b' are the same house number.
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .trim();
  const words = new Set<string>();
  for (const raw of plain.split(' ')) {
    if (raw === '' || IGNORED.has(raw) || ROMAN_DISTRICTS.has(raw)) continue;
    words.add(ABBREVIATIONS[raw] ?? raw);
  }
  return words;
}

/**
 * Whether an order's address differs from the one its coupon was issued for. The coupon's address may be
 * shorter (only the postcode and city, or the city alone): it matches when every word of it is in the
 * property's address, whatever the order, case, accents and punctuation. A coupon without an address never
 * differs.
 */
export function addressesDiffer(couponAddress: string | null, propertyAddress: string): boolean {
  if (couponAddress === null) return false;
  const wanted = addressWords(couponAddress);
  if (wanted.size === 0) return false;
  const present = addressWords(propertyAddress);
  for (const word of wanted) if (!present.has(word)) return true;
  return false;
}
