// Business constants and limits (docs/rules/limits.md), with our product decisions applied
// (docs/product.md, 'Our product decisions').

export const PRODUCT_TITLE = 'Energetikai Tanúsítvány Portál';
export const PRODUCT_SUBTITLE = 'Ingyenes energetikai tanúsítás a bank kuponkódjával';
export const TIME_ZONE = 'Europe/Budapest';
export const LOCALE = 'hu-HU';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const LIMITS = {
  passwordMin: 8,
  nameMin: 2,
  nameMax: 50,
  emailMax: 254,
  phoneMax: 20,
  postcodeLength: 4,
  cityMax: 50,
  streetMax: 100,
  houseNumberMax: 20,
  couponMin: 6,
  couponMax: 12,
  noteMax: 500,
  sanitizerMax: 1000,
  auditorNotesMax: 500,
  ratingCommentMax: 500,
  weeklyCapacityMin: 0,
  weeklyCapacityMax: 20,
  weeklyZipPasswordMin: 8,
  temporaryPasswordMin: 8,
} as const;

export const FILE_MAX_BYTES = 10 * 1024 * 1024; // 10485760 bytes (docs/product.md, 'Certificate files')
export const CERTIFICATE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'] as const;

/**
 * Counted on the server per e-mail address and per client IP (docs/product.md, 'Sign-in lockout',
 * 'Registration and request limits'; the figures: docs/rules/limits.md, 'Rate limits').
 */
export const RATE_LIMITS = {
  /** Failed sign-ins for one e-mail address: the fifth blocks that address. */
  login: { limit: 5, windowMs: 15 * MINUTE_MS },
  loginWarningAt: 3,
  loginCaptchaAfterFailures: 2,
  // An office or a household shares one client IP: its failures ask everyone behind it for the CAPTCHA
  // early, but block it only at a count no single person reaches by mistyping
  // (docs/product.md, 'Sign-in lockout').
  loginIp: { limit: 100, windowMs: 15 * MINUTE_MS },
  loginIpCaptchaAfterFailures: 3,
  registration: { limit: 3, windowMs: 60 * MINUTE_MS },
  general: { limit: 10, windowMs: MINUTE_MS },
  /**
   * Requests per API key (docs/rules/api.md, 'Rate limit'): a sync of 1,000 changes a page and batches of
   * 10,000 coupons stay far below it; a runaway loop does not.
   */
  apiKey: { limit: 600, windowMs: MINUTE_MS },
} as const;

export const ACCOUNT_DELETION_WORD = 'TÖRLÉS';
export const PASSWORD_DIALOG_CLOSE_MS = 2_000;
export const RESET_REDIRECT_MS = 3_000;
export const RESET_LINK_TTL_MS = HOUR_MS;
export const EMAIL_CHANGE_LINK_TTL_MS = DAY_MS;
export const SHARE_LINK_TTL_MS = 7 * DAY_MS;
export const WEEKLY_ZIP_LINK_TTL_MS = DAY_MS;
export const REMEMBER_ME_TTL_MS = 30 * DAY_MS;
export const STAFF_IDLE_TIMEOUT_MS = 30 * MINUTE_MS;
export const STAFF_ABSOLUTE_TIMEOUT_MS = 12 * HOUR_MS;

export const OVERDUE_AFTER_DAYS = 3;
export const APPOINTMENT = {
  firstHour: 8,
  lastHour: 18,
  minuteStep: 15,
  defaultHour: 9,
  defaultMinute: 0,
  yearsAhead: 2,
} as const;

export const AUDITOR_DEFAULTS = {
  workCapacity: 5,
  acceptedCounties: ['Budapest'],
  isActive: true,
  onboardingStatus: 'init',
} as const;

/**
 * 10 years everywhere, the legal validity of a Hungarian energy certificate
 * (docs/product.md, 'Certificate validity').
 */
export const CERTIFICATE_VALIDITY_YEARS = 10;

export const FEES = {
  /** TIG fee billed to the bank per certificate (docs/rules/limits.md, 'Fees'). */
  certificateFeeHuf: 65_000,
  /** Fee paid to an auditor per certificate (docs/rules/limits.md, 'Fees'). */
  auditorFeeHuf: 45_000,
} as const;

export const LOG_LIMITS = {
  pageSize: 50,
  serviceDefault: 100,
  screen: 200,
  download: 1000,
  searchDebounceMs: 500,
} as const;

export const PROGRESS_STEPS = 4;
export const WEEKLY_ZIP_DAYS = 7;

export const CERTIFICATIONS = ['TÉ', 'SZÉS6', 'SZÉS7', 'SZÉS8', 'OTÉK'] as const;
export const SPECIALISATIONS = ['residential', 'office', 'industrial', 'public', 'renewable'] as const;
export const SPECIALISATION_LABELS: Record<(typeof SPECIALISATIONS)[number], string> = {
  residential: 'Lakóépület',
  office: 'Irodaépület',
  industrial: 'Ipari épület',
  public: 'Középület',
  renewable: 'Megújuló energia',
};
export const EXPERIENCE_OPTIONS = ['1-2', '3-5', '6-10', '10+'] as const;
export const LEAD_SOURCES = ['website', 'phone', 'branch', 'referral'] as const;
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'lost'] as const;
/** What a lead's history records: each change of a field is one 'changed' row. */
export const LEAD_HISTORY_KINDS = [
  'created',
  'imported',
  'changed',
  'note_added',
  'task_added',
  'task_done',
  'task_reopened',
  'invited',
  'linked',
  'unlinked',
] as const;
export const TICKET_TYPES = ['bug', 'feature', 'other'] as const;
export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export const RATING_FILTERS = [3.5, 4, 4.5] as const;
export const PERIOD_FILTER_DAYS = [7, 30] as const;

/** The page sizes a list offers (the list pager, the address bar's pageSize). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
