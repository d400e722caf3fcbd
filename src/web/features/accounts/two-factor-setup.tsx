import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import {
  type Me,
  totpCodeSchema,
  twoFactorPasswordSchema,
  type TwoFactorSetup,
} from '../../../domain/account.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { apiPaths } from '../../lib/paths.ts';
import { sessionQuery } from '../../lib/session.ts';
import { FormActions } from '../../components/form-actions.tsx';

const confirmSchema = z.object({ code: totpCodeSchema });

/** The QR code of the otpauth:// address, drawn as SVG in the page (no request leaves the browser). */
function QrCode({ value }: { value: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    void QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(setSvg);
  }, [value]);
  if (!svg) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR kód a hitelesítő alkalmazáshoz"
      width={180}
      height={180}
    />
  );
}

/**
 * Setting up an authenticator app (docs/roles/accounts.md, 'Setting up two-factor sign-in'): the password,
 * then the QR code (or the key to type), the
 * one-time recovery codes to keep, and the first code from the app, which switches two-factor sign-in on.
 */
export function TwoFactorSetupFlow({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const passwordForm = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(twoFactorPasswordSchema, { sync: true }),
  });
  const codeForm = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: schemaResolver(confirmSchema, { sync: true }),
  });
  const start = useMutation({
    mutationFn: (values: { password: string }) =>
      apiFetch<TwoFactorSetup>(apiPaths.twoFactorSetup(), { method: 'POST', body: values }),
    meta: { handlesError: true },
  });
  const confirm = useMutation({
    mutationFn: (values: { code: string }) =>
      apiFetch<{ message: string; me: Me }>(apiPaths.twoFactorConfirm(), { method: 'POST', body: values }),
    meta: { handlesError: true },
  });

  if (confirm.isSuccess) {
    return (
      <Stack>
        <Alert color="green" role="status">
          {confirm.data.message} Ezentúl minden bejelentkezéskor kérjük a hitelesítő alkalmazás kódját.
        </Alert>
        <Group justify="flex-end">
          <Button
            onClick={() => {
              // Only now: for staff the new session state opens the portal and ends this screen.
              queryClient.setQueryData(sessionQuery().queryKey, confirm.data.me);
              onDone();
            }}
          >
            Tovább
          </Button>
        </Group>
      </Stack>
    );
  }

  if (!start.data) {
    return (
      <form noValidate onSubmit={passwordForm.onSubmit((values) => start.mutate(values))}>
        <Stack>
          <Text size="sm">
            Szüksége lesz egy hitelesítő alkalmazásra a telefonján (például Google Authenticator, Microsoft
            Authenticator vagy FreeOTP). A kezdéshez adja meg jelszavát.
          </Text>
          <ErrorAlert error={start.error} />
          <PasswordField
            label="Jelszó"
            autoComplete="current-password"
            required
            data-autofocus
            {...passwordForm.getInputProps('password')}
          />
          <FormActions loading={start.isPending}>Tovább</FormActions>
        </Stack>
      </form>
    );
  }

  const { totpURI, secret, backupCodes } = start.data;
  return (
    <form noValidate onSubmit={codeForm.onSubmit((values) => confirm.mutate(values))}>
      <Stack>
        <Text size="sm" fw={600}>
          1. Olvassa be a QR kódot a hitelesítő alkalmazással
        </Text>
        <Group align="flex-start" wrap="wrap">
          <QrCode value={totpURI} />
          <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
            <TextInput
              label="Ha nem tudja beolvasni, írja be ezt a kulcsot"
              value={secret}
              readOnly
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            />
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? 'Kulcs másolva' : 'Kulcs másolása'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Group>
        <Text size="sm" fw={600}>
          2. Őrizze meg a helyreállító kódokat
        </Text>
        <Text size="sm">
          Ha elveszíti a telefonját, ezekkel a kódokkal jelentkezhet be; mindegyik egyszer használható. Most
          látja őket utoljára.
        </Text>
        <SimpleGrid cols={2} spacing={4} component="ul" aria-label="Helyreállító kódok" p={0} m={0}>
          {backupCodes.map((code) => (
            <li key={code} style={{ listStyle: 'none' }}>
              <Code>{code}</Code>
            </li>
          ))}
        </SimpleGrid>
        <CopyButton value={backupCodes.join('\n')}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy} w="fit-content">
              {copied ? 'Kódok másolva' : 'Kódok másolása'}
            </Button>
          )}
        </CopyButton>
        <Text size="sm" fw={600}>
          3. Adja meg az alkalmazásban megjelenő kódot
        </Text>
        <ErrorAlert error={confirm.error} />
        <TextInput
          label="Hitelesítő kód"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
          {...codeForm.getInputProps('code')}
        />
        <FormActions loading={confirm.isPending}>Bekapcsolás</FormActions>
      </Stack>
    </form>
  );
}
