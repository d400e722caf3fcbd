import { describe, expect, it } from 'vitest';
import './zod-locale.ts';
import { MESSAGES } from './messages.ts';
import {
  accountDeletionSchema,
  profileUpdateSchema,
  passwordChangeSchema,
  registrationSchema,
} from './account.ts';
import { appointmentSchema } from './appointments.ts';
import {
  auditorProfileSchema,
  auditorCreateSchema,
  onboardingSchema,
  weeklyCapacitySchema,
  optionalTaxNumberSchema,
  taxNumberCheckDigit,
  taxNumberProblem,
} from './auditors.ts';
import { certificateOrderSchema, couponCodeInput, couponCodeSchema } from './coupons.ts';
import {
  emailSchema,
  firstNameSchema,
  isHungarianPhone,
  passwordRuleResults,
  passwordSchema,
  phoneSchema,
  postcodeInput,
  postcodeSchema,
  writtenPhone,
} from './validation.ts';
import { noteSchema } from './auditor-workspace.ts';
import { weeklyZipSchema } from './weekly-zip.ts';
import type { z } from 'zod';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('e-mail', () => {
  it('accepts an address and trims and lower-cases it', () => {
    expect(emailSchema.parse('  Kovacs.Anna@Example.HU ')).toBe('kovacs.anna@example.hu');
  });

  it.each([
    'anna',
    'anna@',
    '@example.hu',
    'anna@example',
    'an na@example.hu',
    'anna@example..hu',
    'anna@@example.hu',
  ])('refuses %s with the format message', (value) => {
    expect(messagesOf(emailSchema, value)).toContain(MESSAGES.email.invalid);
  });

  it('accepts 254 characters and refuses 255', () => {
    const domain = '@example.hu';
    expect(emailSchema.safeParse('a'.repeat(254 - domain.length) + domain).success).toBe(true);
    expect(messagesOf(emailSchema, 'a'.repeat(255 - domain.length) + domain)).toContain(
      MESSAGES.email.tooLong,
    );
  });

  it('requires a value', () => {
    expect(messagesOf(emailSchema, '')).toContain(MESSAGES.email.required);
  });
});

describe('Hungarian phone number', () => {
  it.each([
    '+36 20 123 4567',
    '+36-30-123-4567',
    '06 (30) 123 4567',
    '06301234567',
    '301234567',
    '+36201234567',
  ])('accepts %s', (value) => {
    expect(isHungarianPhone(value)).toBe(true);
    expect(phoneSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    '+36 0 123 4567',
    '+3620123456',
    '0630123456',
    '061234567890',
    '012345678',
    '+44 20 1234 5678',
    'telefon',
  ])('refuses %s', (value) => {
    expect(messagesOf(phoneSchema, value)).toContain(MESSAGES.phone.invalid);
  });

  it('refuses more than 20 characters', () => {
    expect(messagesOf(phoneSchema, '+36 20 123 4567      1')).toContain(MESSAGES.phone.tooLong);
  });

  it('is written in groups with its prefix as typed; anything else stays as it is', () => {
    expect(
      [
        '+36201234567',
        '+36-30-123-4567',
        '06 (30) 123 4567',
        '06301234567',
        '301234567',
        '+36 70 444 0200',
      ].map(writtenPhone),
    ).toEqual([
      '+36 20 123 4567',
      '+36 30 123 4567',
      '06 30 123 4567',
      '06 30 123 4567',
      '30 123 4567',
      '+36 70 444 0200',
    ]);
    expect(['+44 20 1234 5678', '12', '', '=1+1'].map(writtenPhone)).toEqual([
      '+44 20 1234 5678',
      '12',
      '',
      '=1+1',
    ]);
  });
});

describe('password', () => {
  it('accepts 8 characters with every rule met and refuses 7', () => {
    expect(passwordSchema.safeParse('Abcdef1!').success).toBe(true);
    expect(messagesOf(passwordSchema, 'Abcde1!')).toEqual([MESSAGES.password.tooShort]);
  });

  it('names every rule a password breaks', () => {
    expect(messagesOf(passwordSchema, 'abcdefgh')).toEqual([
      MESSAGES.password.uppercase,
      MESSAGES.password.digit,
      MESSAGES.password.special,
    ]);
    expect(messagesOf(passwordSchema, 'ABCDEFG1!')).toEqual([MESSAGES.password.lowercase]);
  });

  it('counts accented letters as upper and lower case', () => {
    expect(passwordSchema.safeParse('Árvíztűrő1!').success).toBe(true);
  });

  it('reports each rule for the live checklist', () => {
    expect(passwordRuleResults('Ab1').map((rule) => rule.passed)).toEqual([false, true, true, true, false]);
  });
});

describe('registration', () => {
  const valid = {
    firstName: 'Anna',
    lastName: 'Kovács',
    email: 'Anna@Example.hu',
    phone: '+36 30 123 4567',
    postcode: '1061',
    city: 'Budapest',
    street: 'Andrássy út',
    houseNumber: '12',
    password: 'Titkos-Jelszo1',
    confirmPassword: 'Titkos-Jelszo1',
    privacyAccepted: true,
    termsAccepted: true,
    khDataSharingAccepted: true,
    portalMarketingAccepted: true,
    captcha: 'solved',
  };

  it('accepts a complete registration and normalises it', () => {
    const parsed = registrationSchema.parse({ ...valid, firstName: '  Anna ' });
    expect(parsed.firstName).toBe('Anna');
    expect(parsed.email).toBe('anna@example.hu');
  });

  it('refuses names of 1 character and accepts 2 and 50, refuses 51', () => {
    expect(messagesOf(firstNameSchema, 'A')).toEqual([MESSAGES.firstName.tooShort]);
    expect(firstNameSchema.safeParse('Al').success).toBe(true);
    expect(firstNameSchema.safeParse('A'.repeat(50)).success).toBe(true);
    expect(messagesOf(firstNameSchema, 'A'.repeat(51))).toEqual([MESSAGES.firstName.tooLong]);
  });

  it('refuses mismatched passwords, missing consents and an unsolved CAPTCHA', () => {
    expect(messagesOf(registrationSchema, { ...valid, confirmPassword: 'Mas-Jelszo1' })).toContain(
      MESSAGES.password.mismatch,
    );
    expect(messagesOf(registrationSchema, { ...valid, portalMarketingAccepted: false })).toContain(
      MESSAGES.consent.marketing,
    );
    expect(messagesOf(registrationSchema, { ...valid, captcha: '' })).toContain(MESSAGES.captcha.required);
  });

  it('limits the address fields to 50 / 100 / 20 characters', () => {
    expect(registrationSchema.safeParse({ ...valid, city: 'x'.repeat(50) }).success).toBe(true);
    expect(messagesOf(registrationSchema, { ...valid, city: 'x'.repeat(51) })).toContain(
      MESSAGES.city.tooLong,
    );
    expect(messagesOf(registrationSchema, { ...valid, street: 'x'.repeat(101) })).toContain(
      MESSAGES.street.tooLong,
    );
    expect(messagesOf(registrationSchema, { ...valid, houseNumber: 'x'.repeat(21) })).toContain(
      MESSAGES.houseNumber.tooLong,
    );
  });
});

describe('postcode', () => {
  it('accepts exactly 4 digits', () => {
    expect(postcodeSchema.safeParse('1061').success).toBe(true);
    for (const value of ['106', '10611', '10a1', ' ']) {
      expect(messagesOf(postcodeSchema, value).length).toBeGreaterThan(0);
    }
    expect(messagesOf(postcodeSchema, '106')).toEqual([MESSAGES.postcode.invalid]);
  });

  it('keeps digits only, up to 4, in the input', () => {
    expect(postcodeInput('1a0-6 12')).toBe('1061');
  });
});

describe('password change', () => {
  it('needs the current password, matching new passwords and a change', () => {
    expect(
      messagesOf(passwordChangeSchema, {
        currentPassword: '',
        newPassword: 'Uj-Jelszo1',
        confirmPassword: 'Uj-Jelszo1',
      }),
    ).toContain(MESSAGES.password.currentRequired);
    expect(
      messagesOf(passwordChangeSchema, {
        currentPassword: 'Regi-Jelszo1',
        newPassword: 'Uj-Jelszo1',
        confirmPassword: 'Uj-Jelszo2',
      }),
    ).toContain(MESSAGES.password.newMismatch);
    expect(
      messagesOf(passwordChangeSchema, {
        currentPassword: 'Uj-Jelszo1',
        newPassword: 'Uj-Jelszo1',
        confirmPassword: 'Uj-Jelszo1',
      }),
    ).toContain(MESSAGES.password.sameAsCurrent);
  });
});

describe('coupon order', () => {
  const order = {
    couponCode: ' etp 1061ab ',
    postcode: '1061',
    city: 'Budapest',
    street: 'Andrássy út',
    houseNumber: '1',
    area: '85',
    addressConfirmed: true,
  };

  it('normalises the code: upper case, no whitespace', () => {
    expect(couponCodeSchema.parse(' ab c1 23 ')).toBe('ABC123');
  });

  it('lets the field keep every code the order accepts, 12 characters after normalising, and no more', () => {
    expect(couponCodeInput(' kh40-2501 ')).toBe('KH402501');
    expect(couponCodeInput('ab-cd 1061-efgh')).toBe('ABCD1061EFGH');
    expect(couponCodeInput('ABCD1061EFGHX')).toBe('ABCD1061EFGH');
    expect(couponCodeSchema.safeParse(couponCodeInput('ABCD1061EFGHX')).success).toBe(true);
  });

  it('accepts 6 and 12 characters, refuses 5 and 13 with their own messages', () => {
    expect(couponCodeSchema.safeParse('ABC123').success).toBe(true);
    expect(couponCodeSchema.safeParse('ABCDEF123456').success).toBe(true);
    expect(messagesOf(couponCodeSchema, 'ABC12')).toEqual([MESSAGES.coupon.tooShort]);
    expect(messagesOf(couponCodeSchema, 'ABCDEF1234567')).toEqual([MESSAGES.coupon.tooLong]);
  });

  it('needs the postcode inside the code', () => {
    expect(certificateOrderSchema.parse(order).couponCode).toBe('ETP1061AB');
    expect(messagesOf(certificateOrderSchema, { ...order, postcode: '4025' })).toContain(
      MESSAGES.coupon.format,
    );
  });

  it('needs a digits-only area and the address confirmation', () => {
    expect(certificateOrderSchema.parse(order).area).toBe(85);
    expect(messagesOf(certificateOrderSchema, { ...order, area: '85,5' })).toContain(MESSAGES.area.invalid);
    expect(messagesOf(certificateOrderSchema, { ...order, addressConfirmed: false })).toContain(
      MESSAGES.coupon.addressConfirmation,
    );
  });

  it('needs the other contact person name and phone, with phone characters restricted', () => {
    expect(messagesOf(certificateOrderSchema, { ...order, contactPerson: { name: '', phone: '' } })).toEqual(
      expect.arrayContaining([MESSAGES.contactPerson.nameRequired, MESSAGES.contactPerson.phoneRequired]),
    );
    expect(
      messagesOf(certificateOrderSchema, {
        ...order,
        contactPerson: { name: 'Kovács Mária', phone: '30/123' },
      }),
    ).toContain(MESSAGES.contactPerson.phoneCharacters);
    expect(
      certificateOrderSchema.safeParse({
        ...order,
        contactPerson: { name: 'Kovács Mária', phone: '+36 (30) 123-4567' },
      }).success,
    ).toBe(true);
  });
});

describe('notes', () => {
  it('refuses empty and over 500 characters, accepts 500', () => {
    expect(messagesOf(noteSchema, { content: '   ' })).toEqual([MESSAGES.note.empty]);
    expect(noteSchema.safeParse({ content: 'x'.repeat(500) }).success).toBe(true);
    expect(messagesOf(noteSchema, { content: 'x'.repeat(501) })).toEqual([MESSAGES.note.tooLong]);
  });
});

describe('appointment', () => {
  // 2026-11-22 10:00 in Budapest (UTC+1)
  const now = new Date('2026-11-22T09:00:00Z');
  const schema = appointmentSchema(now);
  const at = (day: number, hour = 9, minute = 0, month = 11, year = 2026) => ({
    year,
    month,
    day,
    hour,
    minute,
  });

  it('refuses today and accepts tomorrow, stored as the Budapest wall-clock time', () => {
    expect(messagesOf(schema, at(22, 17))).toContain(MESSAGES.appointment.past);
    expect(schema.parse(at(23, 8)).toISOString()).toBe('2026-11-23T07:00:00.000Z');
  });

  it('allows 08:00 to 18:xx in quarter hours only', () => {
    expect(messagesOf(schema, at(24, 7))).toContain(MESSAGES.appointment.hour);
    expect(messagesOf(schema, at(24, 19))).toContain(MESSAGES.appointment.hour);
    expect(messagesOf(schema, at(24, 9, 7))).toContain(MESSAGES.appointment.minute);
    expect(schema.safeParse(at(24, 18, 45)).success).toBe(true);
  });

  it('refuses a day the month does not have', () => {
    expect(messagesOf(schema, at(31, 9, 0, 11))).toContain(MESSAGES.appointment.invalidDate);
  });

  it('offers the current Budapest year and the next two, no more', () => {
    expect(schema.safeParse(at(1, 9, 0, 6, 2028)).success).toBe(true);
    expect(messagesOf(schema, at(1, 9, 0, 6, 2029))).toContain(MESSAGES.appointment.invalidDate);
    // 1 January 00:30 in Budapest is still 31 December in UTC: the year is already the new one.
    const newYear = appointmentSchema(new Date('2026-12-31T23:30:00Z'));
    expect(newYear.safeParse(at(5, 9, 0, 1, 2029)).success).toBe(true);
  });

  it('keeps summer time in mind', () => {
    expect(schema.parse(at(15, 9, 0, 6, 2027)).toISOString()).toBe('2027-06-15T07:00:00.000Z');
  });
});

describe('auditors', () => {
  it('accepts a weekly capacity of 0 to 20 and turns a non-number into 0', () => {
    expect(weeklyCapacitySchema.parse(0)).toBe(0);
    expect(weeklyCapacitySchema.parse('20')).toBe(20);
    expect(weeklyCapacitySchema.parse('sok')).toBe(0);
    expect(messagesOf(weeklyCapacitySchema, 21)).toEqual([MESSAGES.auditor.capacity]);
    expect(messagesOf(weeklyCapacitySchema, -1)).toEqual([MESSAGES.auditor.capacity]);
  });

  it('refuses an emptied weekly capacity instead of saving 0', () => {
    expect(messagesOf(weeklyCapacitySchema, '')).toEqual([MESSAGES.auditor.capacityRequired]);
    expect(messagesOf(weeklyCapacitySchema, ' ')).toEqual([MESSAGES.auditor.capacityRequired]);
    expect(messagesOf(weeklyCapacitySchema, null)).toEqual([MESSAGES.auditor.capacityRequired]);
  });

  it('checks the Hungarian tax number: 8-1-2 digits, the törzsszám check digit, VAT code 1-5', () => {
    // python-stdnum's hu.anum example 12892312 (valid) and 12892313 (wrong check digit).
    expect(taxNumberCheckDigit('1289231')).toBe(2);
    expect(taxNumberProblem('12892312-2-41')).toBeNull();
    expect(taxNumberProblem('12892313-2-41')).toBe(MESSAGES.onboarding.taxNumberCheckDigit);
    expect(taxNumberProblem('12345676-2-41')).toBeNull();
    expect(taxNumberProblem('10000009-1-01')).toBe(MESSAGES.onboarding.taxNumberCheckDigit);
    expect(taxNumberProblem('10000001-1-01')).toBeNull();
    expect(taxNumberProblem('12892312-0-41')).toBe(MESSAGES.onboarding.taxNumberVatCode);
    expect(taxNumberProblem('12892312-6-41')).toBe(MESSAGES.onboarding.taxNumberVatCode);
    for (const bad of [
      '12',
      '1289231-2-41',
      '12892312-2-4',
      '12892312-22-41',
      'ABCDEFGH-2-41',
      '12892312/2/41',
    ])
      expect(taxNumberProblem(bad), bad).toBe(MESSAGES.onboarding.taxNumberFormat);
    const parsed = optionalTaxNumberSchema.parse(' 12892312 241');
    expect(parsed).toBe('12892312-2-41');
    expect(optionalTaxNumberSchema.parse('')).toBe('');
    expect(messagesOf(onboardingSchema.shape.companyTaxNumber, '')).toEqual([
      MESSAGES.onboarding.missingField('Adószám'),
    ]);
  });

  it('names the missing onboarding field and requires the terms', () => {
    const messages = messagesOf(onboardingSchema, {
      companyName: ' ',
      companyTaxNumber: '12345676-2-41',
      companyAddress: '1061 Budapest, Fő utca 1',
      contactEmail: 'iroda@example.hu',
      representativeName: 'Szabó Péter',
      termsAccepted: false,
    });
    expect(messages).toEqual([MESSAGES.onboarding.missingField('Cégnév'), MESSAGES.onboarding.termsRequired]);
  });

  it('needs a temporary password of 8 characters and one certification for a new auditor', () => {
    const input = {
      firstName: 'Péter',
      lastName: 'Szabó',
      email: 'peter@example.hu',
      phone: '+36 30 123 4567',
      postcode: '1061',
      city: 'Budapest',
      street: 'Fő utca',
      houseNumber: '1',
      password: 'Ideig-1',
      certifications: [],
    };
    expect(messagesOf(auditorCreateSchema, input)).toEqual(
      expect.arrayContaining([MESSAGES.password.temporaryTooShort, MESSAGES.auditor.certificationRequired]),
    );
    const parsed = auditorCreateSchema.parse({ ...input, password: 'Ideiglenes1', certifications: ['TÉ'] });
    expect(parsed.workCapacity).toBe(5);
    expect(parsed.acceptedCounties).toEqual(['Budapest']);
  });
});

describe('free text', () => {
  it('turns line breaks in one-line fields into spaces and refuses over-long text with its own message', () => {
    expect(firstNameSchema.parse('An\nna')).toBe('An na');
    const onboarding = onboardingSchema.safeParse({
      companyName: 'Szabó Energetika Kft.',
      companyTaxNumber: '1'.repeat(21),
      companyAddress: '1061 Budapest, Fő utca 1',
      contactEmail: 'iroda@example.hu',
      representativeName: 'Szabó Péter',
      termsAccepted: true,
    });
    expect(onboarding.success ? [] : onboarding.error.issues.map((i) => i.message)).toEqual([
      MESSAGES.tooLong(20),
    ]);
  });

  it('keeps a weekly capacity of 5 when none is given', () => {
    const profile = auditorProfileSchema.parse({
      name: 'Szabó Péter',
      email: 'p@example.hu',
      acceptedCounties: ['Pest'],
      isActive: true,
    });
    expect(profile.workCapacity).toBe(5);
  });

  it('needs only name and e-mail in the profile dialog', () => {
    expect(profileUpdateSchema.parse({ name: ' Tóth Gábor ', email: 'Admin@Example.hu ' })).toEqual({
      name: 'Tóth Gábor',
      email: 'admin@example.hu',
      phone: '',
      postcode: '',
      city: '',
      street: '',
      houseNumber: '',
    });
    expect(messagesOf(profileUpdateSchema, { name: '', email: '' })).toEqual(
      expect.arrayContaining([MESSAGES.name.required, MESSAGES.email.required]),
    );
  });

  it('takes the profile address whole or not at all, and checks the phone when given', () => {
    expect(
      messagesOf(profileUpdateSchema, { name: 'Tóth Gábor', email: 'a@example.hu', postcode: '1061' }),
    ).toEqual([MESSAGES.city.required, MESSAGES.street.required, MESSAGES.houseNumber.required]);
    expect(
      messagesOf(profileUpdateSchema, {
        name: 'Tóth Gábor',
        email: 'a@example.hu',
        phone: '12',
        postcode: '106',
        city: 'Budapest',
        street: 'Andrássy út',
        houseNumber: '1',
      }),
    ).toEqual([MESSAGES.phone.invalid, MESSAGES.postcode.invalid]);
  });
});

describe('other forms', () => {
  it('weekly ZIP: password of 8 or more, e-mail when sending', () => {
    expect(messagesOf(weeklyZipSchema, { password: '1234567' })).toEqual([
      MESSAGES.weeklyZip.passwordTooShort,
    ]);
    expect(messagesOf(weeklyZipSchema, { password: '12345678', sendEmail: true })).toEqual([
      MESSAGES.weeklyZip.emailRequired,
    ]);
    expect(
      weeklyZipSchema.safeParse({ password: '12345678', sendEmail: true, email: 'a@example.hu' }).success,
    ).toBe(true);
  });

  it('account deletion needs the word TÖRLÉS', () => {
    expect(accountDeletionSchema.safeParse({ confirmation: 'TÖRLÉS' }).success).toBe(true);
    expect(accountDeletionSchema.safeParse({ confirmation: 'torles' }).success).toBe(false);
  });

  it('answers wrong types in Hungarian', () => {
    expect(messagesOf(emailSchema, 42)[0]).toBe(MESSAGES.email.required);
    expect(messagesOf(noteSchema, { content: 'x', extra: 1 })).toEqual([]);
  });
});
