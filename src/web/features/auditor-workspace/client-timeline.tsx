import type { AuditorClientDetail } from '../../../domain/auditor-workspace.ts';
import { formatDate, formatDateTime } from '../../../domain/format.ts';
import { ProcessTimeline } from '../../components/process-timeline.tsx';

/** The five-step process (registered, ordered, auditor assigned, appointment, certificate). */
export function ClientTimeline({ client }: { client: AuditorClientDetail }) {
  return (
    <ProcessTimeline
      status={client.status}
      dates={{
        registered: formatDate(client.registrationDate),
        ordered: client.orderedAt ? formatDate(client.orderedAt) : null,
        assigned: client.auditorAssignDate ? formatDate(client.auditorAssignDate) : null,
        appointment: client.appointmentDate ? formatDateTime(client.appointmentDate) : null,
        certificate: client.certificate ? formatDate(client.certificate.uploadedAt) : null,
      }}
    />
  );
}
