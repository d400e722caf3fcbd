// Texts only the server says: the web shows them as the server's answer carries them, so they stay out of
// messages.ts, which the sign-in screen downloads (its 150 KB budget, decision 0007).
import { WEAK_PASSWORD } from './messages.ts';

export const SERVER_MESSAGES = {
  /**
   * Why a password that meets the composition rules is still refused
   * (docs/rules/accounts.md, 'Strength policy').
   */
  weakPassword: {
    common: `${WEAK_PASSWORD}. A jelszó a gyakori vagy kiszivárgott jelszavak listáin szereplő jelszóra épül, ezért a támadók elsőként próbálják ki.`,
    personal: `${WEAK_PASSWORD}. A jelszó az Ön nevére vagy email címére épül, ezért könnyű kitalálni.`,
    sequence: `${WEAK_PASSWORD}. A jelszó billentyűzetsorra vagy egyszerű sorozatra (például qwertz, 123, aaa) épül, ezért könnyű kitalálni.`,
    date: `${WEAK_PASSWORD}. A jelszó dátumra vagy évszámra épül, ezért könnyű kitalálni.`,
    words: `${WEAK_PASSWORD}. A jelszó gyakori szavakra vagy nevekre épül, ezért könnyű kitalálni.`,
    guessable: `${WEAK_PASSWORD}. A jelszó túl kiszámítható. Egy hosszabb, több szóból álló jelszót nehéz kitalálni.`,
  },
  accountDeactivation: {
    notFound: 'Nincs ilyen email címmel fiók.',
    deactivated: (email: string) => `A fiók letiltva: ${email}. Bejelentkezései azonnal véget értek.`,
    activated: (email: string) => `A fiók újra engedélyezve: ${email}.`,
    unchanged: (email: string) => `A fiók állapota nem változott: ${email}.`,
  },
  accountDeactivated:
    'A fiókját az üzemeltető letiltotta, ezért nem jelentkezhet be. Kérjük, forduljon az ügyfélszolgálathoz.',
  /**
   * The server's secret changed without the old one kept: neither the app's codes nor the recovery codes can
   * be checked until the operator resets the second factor (docs/rules/accounts.md, 'An unreadable second
   * factor').
   */
  twoFactorUnreadable:
    'A kétlépcsős azonosítás adatait most nem tudjuk ellenőrizni, ezért sem a hitelesítő kód, sem a helyreállító kód nem fogadható el. Kérjük, forduljon az ügyfélszolgálathoz: ha az üzemeltető visszaállítja a kétlépcsős azonosítását, a következő bejelentkezéskor újra beállíthatja a hitelesítő alkalmazást.',
  /** The operator's `user:reset-two-factor` (docs/rules/accounts.md, 'An unreadable second factor'). */
  twoFactorReset: {
    staff: (email: string) =>
      `A kétlépcsős azonosítás visszaállítva: ${email}. Bejelentkezései véget értek; a következő bejelentkezéskor újra be kell állítania a hitelesítő alkalmazást.`,
    optional: (email: string) =>
      `A kétlépcsős azonosítás kikapcsolva: ${email}. Bejelentkezései véget értek; jelszóval jelentkezhet be, és újra bekapcsolhatja.`,
    unchanged: (email: string) => `A fióknak nincs kétlépcsős azonosítása, nem változott semmi: ${email}.`,
  },
  /** The operator's `user:create` with a generated password (docs/rules/accounts.md, 'Temporary passwords'). */
  temporaryPasswordNote: 'Az első bejelentkezéskor saját jelszót kell választania.',
} as const;

export type WeakPasswordReason = keyof typeof SERVER_MESSAGES.weakPassword;
