import { Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { usePublicConfig } from '../../lib/public-config.ts';
import { withCapitalArticle } from '../../../domain/article.ts';

const NEXT_STEPS = [
  'Megadja a banktól kapott kuponkódot és az ingatlan adatait.',
  'Kijelölünk Önnek egy tanúsítót, aki felveszi Önnel a kapcsolatot.',
  'A tanúsító egy egyeztetett időpontban felméri az ingatlant.',
  'Az elkészült tanúsítványt itt letöltheti és megoszthatja.',
];

/**
 * docs/roles/client.md, 'Before the order': the dashboard invites the client to request the free
 * certificate.
 */
export function OrderCallToAction({ onOrder }: { onOrder: () => void }) {
  const { data: config } = usePublicConfig();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="order-cta-title" bg="blue.0">
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" color="blue.8" aria-hidden>
          <IconCertificate size={28} />
        </ThemeIcon>
        <Title order={2} size="h3" id="order-cta-title">
          Igényelje ingyenes energetikai tanúsítványát
        </Title>
        <Text>
          {config ? `${withCapitalArticle(config.bankName)} ügyfeleként` : 'Ügyfeleként'} a korszerűsített
          ingatlanához ingyenesen igényelhet energetikai tanúsítványt a banktól emailben kapott kuponkóddal.
        </Text>
        <Stack gap={4}>
          <Text fw={600}>Mi történik ezután?</Text>
          <List type="ordered" spacing={4}>
            {NEXT_STEPS.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
        <Button size="md" onClick={onOrder} style={{ alignSelf: 'flex-start' }}>
          Tanúsítvány igénylése
        </Button>
      </Stack>
    </Card>
  );
}
