import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LIMITS } from '../../../domain/constants.ts';
import { formatDate, formatDateTime, formatUntil } from '../../../domain/format.ts';
import {
  shareCertificateSchema,
  type CertificateShare,
  type PropertyView,
} from '../../../domain/property.ts';
import { WriteOutcome } from '../../components/error-alert.tsx';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { useRevokeCertificateShare } from './api/revoke-certificate-share.ts';
import { useShareCertificate } from './api/share-certificate.ts';
import { ShareStateBadge } from './status-badges.tsx';
import { bareList } from '../../components/bare-list.ts';
import { useConfirmStep } from '../../lib/use-confirm-step.ts';
import { propertyDialog } from './property-dialog.tsx';

/**
 * docs/product.md, 'Certificate sharing': the certificate is shared through a signed, expiring, revocable
 * link that the server e-mails; the list shows every share with its state, and an active one can be revoked.
 */
export const ShareDialog = propertyDialog('Tanúsítvány megosztása', ShareContent);

function ShareContent({ property, onDone }: { property: PropertyView; onDone: () => void }) {
  const share = useShareCertificate(property.id);
  const revoke = useRevokeCertificateShare(property.id);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(shareCertificateSchema, { sync: true }),
  });
  const send = (values: { email: string }) => {
    revoke.reset();
    share.mutate(values.email.trim(), {
      onSuccess: () => form.reset(),
      onError: (error) => form.setErrors(formErrorsOf(error)),
    });
  };

  return (
    <Stack gap="md">
      <form noValidate onSubmit={form.onSubmit(send)}>
        <Stack gap="sm">
          <Text fz="sm">
            A címzett emailben kap egy letöltési linket, amely 7 napig érvényes. A linket bármikor
            visszavonhatja.
          </Text>
          <WriteOutcome write={share} />
          <TextInput
            label="Címzett email címe"
            type="email"
            required
            autoComplete="email"
            maxLength={LIMITS.emailMax}
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Kész
            </Button>
            <Button type="submit" loading={share.isPending}>
              Link küldése
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="xs" component="section" aria-labelledby="shares-title">
        <Title order={3} size="h5" id="shares-title">
          Korábbi megosztások
        </Title>
        <WriteOutcome write={revoke} />
        {property.shares.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Még nem osztotta meg a tanúsítványt.
          </Text>
        ) : (
          <Stack gap="xs" {...bareList}>
            {property.shares.map((item) => (
              <ShareRow
                key={item.id}
                share={item}
                isRevoking={revoke.isPending && revoke.variables === item.id}
                onRevoke={() => {
                  share.reset();
                  revoke.mutate(item.id);
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function ShareRow({
  share,
  isRevoking,
  onRevoke,
}: {
  share: CertificateShare;
  isRevoking: boolean;
  onRevoke: () => void;
}) {
  const { isConfirming, setConfirming, confirmButton, startButton: revokeButton } = useConfirmStep();
  return (
    <Paper component="li" withBorder p="sm" aria-label={`Megosztás: ${share.email}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {share.email}
          </Text>
          <ShareStateBadge state={share.state} />
        </Group>
        <Text fz="xs" c="dimmed">
          Elküldve: {formatDateTime(share.createdAt)} · Érvényes: {formatUntil(formatDate(share.expiresAt))}
          {share.revokedAt ? ` · Visszavonva: ${formatDateTime(share.revokedAt)}` : ''}
        </Text>
        {share.state === 'active' &&
          (isConfirming ? (
            <Group gap="xs" role="group" aria-label="Visszavonás megerősítése">
              <Text fz="sm">Visszavonja? A link azonnal érvénytelenné válik.</Text>
              <Button size="xs" color="red" loading={isRevoking} onClick={onRevoke} ref={confirmButton}>
                Igen, visszavonom
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)} disabled={isRevoking}>
                Mégsem
              </Button>
            </Group>
          ) : (
            <Button
              ref={revokeButton}
              size="xs"
              variant="outline"
              color="red"
              onClick={() => setConfirming(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              Visszavonás
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}
