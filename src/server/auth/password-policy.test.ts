import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../domain/server-messages.ts';
import { AppError } from '../platform/errors.ts';
import { assertStrongPassword, weakPasswordReason } from './password-policy.ts';

const kovacs = { firstName: 'János', lastName: 'Kovács', email: 'janos.kovacs@example.hu' };

describe('the password policy', () => {
  it('refuses common and leaked passwords that meet every composition rule', async () => {
    for (const password of ['Password1!', 'Jelszo123!', 'Qwerty123!', 'P4$$w0rd!', 'Budapest2026!'])
      expect(await weakPasswordReason(password), password).toBe('common');
  });

  it('sees through digits and symbols around a common password, with or without accents', async () => {
    expect(await weakPasswordReason('Jelszo-2026!')).toBe('common');
    expect(await weakPasswordReason('Jelszó2026!')).toBe('common');
  });

  it('names keyboard rows, runs and dates', async () => {
    expect(await weakPasswordReason('Qwertz123!')).toBe('sequence');
    expect(await weakPasswordReason('ABCDEFG1!')).toBe('sequence');
    expect(await weakPasswordReason('12.05.1990Ab!')).toBe('date');
  });

  it('refuses a password made of the owner’s name or e-mail address, whatever its case and accents', async () => {
    expect(await weakPasswordReason('Kovács1985!', kovacs)).toBe('personal');
    expect(await weakPasswordReason('Janos.Kovacs1!', kovacs)).toBe('personal');
    expect(
      await weakPasswordReason('Kardos-Lili-2026', {
        firstName: 'Lili',
        lastName: 'Kardos',
        email: 'l@x.hu',
      }),
    ).toBe('personal');
    // The same password is fine for someone else.
    expect(await weakPasswordReason('Kardos-Lili-2026', kovacs)).toBeNull();
  });

  it('accepts a strong password, the owner’s name in it included, and the project’s demo passwords', async () => {
    expect(await weakPasswordReason('Kovacs-Napsugar-Reggel-7', kovacs)).toBeNull();
    for (const password of [
      'Titkos-Jelszo1',
      'Ugyfel-Demo-2026',
      'Tanusito-Demo-2026',
      'Bank-Demo-2026',
      'Admin-Demo-2026',
      'Light-Demo-2026',
      'Munkatars-Uj-2026',
      'Ideiglenes-1',
    ])
      expect(await weakPasswordReason(password), password).toBeNull();
  });

  it('refuses with 400 weak_password, the Hungarian reason and the field it came in', async () => {
    const refusal = await assertStrongPassword('Password1!', {}, 'newPassword').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'weak_password',
      statusCode: 400,
      message: SERVER_MESSAGES.weakPassword.common,
      fields: [{ path: 'body.newPassword', message: SERVER_MESSAGES.weakPassword.common }],
    });
    await expect(assertStrongPassword('Titkos-Jelszo1', kovacs, 'password')).resolves.toBeUndefined();
  });
});
