import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone, IconPhoneCall } from '@tabler/icons-react';
import type { AuditorClientRow } from '../../../domain/auditor-workspace.ts';
import { telHref } from '../../lib/contact-links.ts';
import { EmailText } from '../../components/email-text.tsx';
import { SubjectModal, type DialogProps } from '../../components/subject-modal.tsx';

function ContactLines({
  phone,
  email,
  onLogCall,
}: {
  phone: string | null;
  email?: string | null | undefined;
  /** Records the call just made (the call log); offered beside the phone link. */
  onLogCall?: (() => void) | undefined;
}) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <IconPhone size={16} aria-hidden />
        {phone ? (
          <>
            <Anchor href={telHref(phone)} style={{ whiteSpace: 'nowrap' }}>
              {phone}
            </Anchor>
            {onLogCall && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconPhoneCall size={14} aria-hidden />}
                onClick={onLogCall}
              >
                Hívás rögzítése
              </Button>
            )}
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            Nincs megadott telefonszám
          </Text>
        )}
      </Group>
      {email && (
        <Group gap="xs" wrap="nowrap">
          <IconMail size={16} aria-hidden />
          <Anchor href={`mailto:${email}`}>
            <EmailText email={email} />
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}

/**
 * A row action: how to reach the client and the on-site contact person (docs/roles/auditor.md, 'Contact
 * dialog'). After calling the client, 'Hívás rögzítése' opens the call log (a phone call recorded as a
 * note).
 */
export function ContactDialog({
  client,
  onLogCall,
  ...dialog
}: {
  client: AuditorClientRow | null;
  onLogCall: (client: AuditorClientRow) => void;
} & DialogProps) {
  return (
    <SubjectModal subject={client} {...dialog} title="Kapcsolatfelvétel">
      {(client) => (
        <Stack gap="md">
          <Stack gap={6} component="section" aria-labelledby="contact-client-title">
            <Title order={3} size="h5" id="contact-client-title">
              Ügyfél: {client.clientName}
            </Title>
            <ContactLines
              phone={client.clientPhone}
              email={client.clientEmail}
              onLogCall={() => onLogCall(client)}
            />
          </Stack>
          {client.contactPerson && (
            <Stack gap={6} component="section" aria-labelledby="contact-person-title">
              <Title order={3} size="h5" id="contact-person-title">
                Helyszíni kapcsolattartó: {client.contactPerson.name}
              </Title>
              <ContactLines phone={client.contactPerson.phone} email={client.contactPerson.email} />
            </Stack>
          )}
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Ingatlan: {client.address}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.onClose} data-autofocus>
              Bezárás
            </Button>
          </Group>
        </Stack>
      )}
    </SubjectModal>
  );
}
