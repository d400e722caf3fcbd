import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatLongDateTime } from '../../../domain/format.ts';
import type { PropertyView } from '../../../domain/property.ts';
import { ProgressTracker } from './progress-tracker.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';

/** What the client can expect next, in a sentence, for each status after the order. */
function nextStepText(property: PropertyView): string {
  switch (property.status) {
    case 'finding_auditor':
      return 'Igénylését rögzítettük. Hamarosan kijelölünk Önnek egy tanúsítót.';
    case 'auditor_assigned':
      return `${property.auditor ? `Tanúsítója, ${property.auditor.name}` : 'Tanúsítója'} hamarosan felveszi Önnel a kapcsolatot a helyszíni felmérés időpontjának egyeztetéséhez.`;
    case 'appointment_scheduled':
      return property.appointmentDate
        ? `A helyszíni felmérés időpontja: ${formatLongDateTime(property.appointmentDate)}.`
        : 'A helyszíni felmérés időpontját egyeztettük.';
    case 'document_uploaded':
      return 'Elkészült az energetikai tanúsítványa: letöltheti és megoszthatja.';
    default:
      return '';
  }
}

/** docs/roles/client.md, 'After the order': the dashboard follows the certificate in four steps. */
export function TrackerCard({ property }: { property: PropertyView }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="tracker-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id="tracker-title">
            Az igénylés állapota
          </Title>
          <StatusBadge status={property.status} />
        </Group>
        <ProgressTracker status={property.status} />
        <Text>{nextStepText(property)}</Text>
        <Button
          component={Link}
          to={`/property/${property.id}`}
          variant="default"
          style={{ alignSelf: 'flex-start' }}
        >
          Ingatlan adatai és dokumentumok
        </Button>
      </Stack>
    </Card>
  );
}
