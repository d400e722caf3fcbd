// The ALTCHA widget (self-hosted proof of work), in Hungarian and the formal register.
import type {} from 'altcha/types/react';
import { Alert, Box } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../domain/messages.ts';
import { apiPaths } from '../../lib/paths.ts';

// altcha's own Hungarian texts mix 'Ön' and 'te': these are ours (docs/product.md, 'Formal Hungarian').
const FORMAL_HU = {
  ariaLinkLabel: 'Altcha (hivatalos weboldal)',
  enterCode: 'Írja be a kódot',
  enterCodeAria: 'Írja be a hallott kódot. Nyomja meg a Szóköz billentyűt a hang lejátszásához.',
  error: 'Az ellenőrzés nem sikerült. Kérjük, próbálja újra később.',
  expired: MESSAGES.captcha.expired,
  footer: 'Védelem: ALTCHA',
  getAudioChallenge: 'Hangalapú feladvány kérése',
  label: 'Nem vagyok robot',
  loading: 'Betöltés...',
  reload: 'Újratöltés',
  verify: 'Ellenőrzés',
  verificationRequired: 'Ellenőrzés szükséges!',
  verified: 'Ellenőrizve',
  verifying: 'Ellenőrzés folyamatban...',
  waitAlert: 'Ellenőrzés folyamatban... kérjük, várjon.',
  cancel: 'Mégsem',
  enterCodeFromImage: 'A folytatáshoz kérjük, adja meg az alábbi kép kódját.',
};

interface AltchaGlobal {
  $altcha?: { i18n: { set(language: string, strings: Record<string, string>): void } };
}

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | string;

export interface CaptchaFieldProps {
  /** Called with the payload to submit when solved, and with null when it expires or fails. */
  onChange: (payload: string | null) => void;
  /** Changing this number resets the widget (after a refused submission). */
  resetKey?: number;
  error?: string | null;
}

export function CaptchaField({ onChange, resetKey = 0, error }: CaptchaFieldProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [expired, setExpired] = useState(false);
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let cancelled = false;
    import('altcha')
      .then(() => {
        (globalThis as AltchaGlobal).$altcha?.i18n.set('hu', FORMAL_HU);
        if (!cancelled) setReady(true);
      })
      .catch(() => !cancelled && setLoadError(true));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || !ready) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: WidgetState; payload?: string }>).detail;
      setExpired(state === 'expired');
      if (state === 'error') setLoadError(true);
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [ready]);

  useEffect(() => {
    if (resetKey > 0) (ref.current as (HTMLElement & { reset?: () => void }) | null)?.reset?.();
  }, [resetKey]);

  return (
    <Box>
      {ready && <altcha-widget ref={ref} challenge={apiPaths.captcha()} language="hu" name="altcha" />}
      {loadError && (
        <Alert color="red" mt="xs" role="alert">
          {MESSAGES.captcha.loadError}
        </Alert>
      )}
      {expired && (
        <Alert color="orange" mt="xs" role="alert">
          {MESSAGES.captcha.expired}
        </Alert>
      )}
      {error && !expired && !loadError && (
        <Alert color="red" mt="xs" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}
