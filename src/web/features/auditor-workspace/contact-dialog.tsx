import { Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { AuditorClientRow } from '../../../domain/auditor-workspace.ts';
import { telHref } from '../../lib/contact-links.ts';
import { EmailText } from '../../components/email-text.tsx';

function ContactLines({ phone, email }: { phone: string | null; email?: string | null | undefined }) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <IconPhone size={16} aria-hidden />
        {phone ? (
          <Anchor href={telHref(phone)}>{phone}</Anchor>
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

/** spec 01 §2 row action: how to reach the client and the on-site contact person. */
export function ContactDialog({
  client,
  opened,
  onClose,
}: {
  client: AuditorClientRow | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened && client !== null} onClose={onClose} title="Kapcsolatfelvétel" centered>
      {client && (
        <Stack gap="md">
          <Stack gap={6} component="section" aria-labelledby="contact-client-title">
            <Title order={3} size="h5" id="contact-client-title">
              Ügyfél: {client.clientName}
            </Title>
            <ContactLines phone={client.clientPhone} email={client.clientEmail} />
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
            <Button variant="default" onClick={onClose} data-autofocus>
              Bezárás
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
