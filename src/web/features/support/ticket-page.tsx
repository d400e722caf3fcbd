import { Anchor, Button, Group, Paper, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowsExchange } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  statusChangeLine,
  TICKET_COMMENT_MAX,
  TICKET_TYPE_LABELS,
  ticketCommentSchema,
  type TicketDetail,
  type TicketEvent,
  type TicketStatus,
} from '../../../domain/support.ts';
import { Busy } from '../../components/busy.tsx';
import { ErrorAlert, LoadError } from '../../components/error-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { useTicket } from './api/get-ticket.ts';
import { useAddTicketComment, useSetTicketStatus } from './api/update-ticket.ts';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';
import { FormActions } from '../../components/form-actions.tsx';

/** What the button that moves a ticket to a status says. */
const STATUS_ACTIONS: Record<TicketStatus, string> = {
  open: 'Újranyitás',
  in_progress: 'Folyamatba vétel',
  resolved: 'Megoldottnak jelölés',
  closed: 'Lezárás',
};

const SIDE_LABELS: Record<TicketEvent['authorRole'], string> = {
  bank_admin: 'Bank',
  portal_admin: 'Üzemeltető',
  other: '',
};

function BackLink() {
  return (
    <Anchor component={Link} to="/support" fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Vissza a bejelentésekhez
      </Group>
    </Anchor>
  );
}

/** /support/{id}: one ticket with its thread, the reply box and the status changes the reader may make. */
export function TicketPage() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  if (ticket.isPending) return <Busy label="Bejelentés betöltése..." mih={300} />;
  if (ticket.isError) {
    const isMissing =
      ticket.error instanceof ApiError && (ticket.error.status === 404 || ticket.error.status === 400);
    return (
      <Stack gap="md" align="flex-start">
        <BackLink />
        {isMissing ? (
          <Text fw={600} role="alert">
            {MESSAGES.ticket.notFound}
          </Text>
        ) : (
          <LoadError query={ticket} title="A bejelentés betöltése nem sikerült" />
        )}
      </Stack>
    );
  }
  return <Ticket ticket={ticket.data} />;
}

function Ticket({ ticket }: { ticket: TicketDetail }) {
  return (
    <Stack gap="lg" maw={960}>
      <BackLink />
      <Stack gap="xs">
        <Title order={1} size="h2">
          {ticket.title}
        </Title>
        <Group gap="xs">
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
          <Text fz="sm" c="dimmed">
            {`${TICKET_TYPE_LABELS[ticket.type]} · Beküldte: ${ticket.createdByName}, ${formatDateTime(ticket.createdAt)}`}
          </Text>
        </Group>
      </Stack>
      <Paper withBorder p="md" component="section" aria-labelledby="ticket-description-title">
        <Title order={2} size="h5" id="ticket-description-title" mb="xs">
          Leírás
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{ticket.description}</Text>
      </Paper>
      <StatusActions ticket={ticket} />
      <Paper withBorder p="md" component="section" aria-labelledby="ticket-thread-title">
        <Title order={2} size="h5" id="ticket-thread-title" mb="sm">
          Előzmények
        </Title>
        {ticket.events.length === 0 ? (
          <Text c="dimmed">Még nincs hozzászólás.</Text>
        ) : (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {ticket.events.map((event) => (
              <ThreadLine key={event.id} event={event} />
            ))}
          </Stack>
        )}
      </Paper>
      <ReplyForm ticketId={ticket.id} />
    </Stack>
  );
}

function ThreadLine({ event }: { event: TicketEvent }) {
  const side = SIDE_LABELS[event.authorRole];
  const who = side ? `${event.authorName} (${side})` : event.authorName;
  if (event.kind === 'status' && event.oldStatus && event.newStatus)
    return (
      <Group component="li" gap="xs" wrap="nowrap" align="center">
        <ThemeIcon variant="light" color="gray" size="sm" radius="xl" aria-hidden>
          <IconArrowsExchange size={14} />
        </ThemeIcon>
        <Text fz="sm" c="dimmed">
          <Text span fw={600} c="var(--mantine-color-text)" fz="sm">
            {statusChangeLine(event.oldStatus, event.newStatus)}
          </Text>
          {` – ${who}, ${formatDateTime(event.createdAt)}`}
        </Text>
      </Group>
    );
  return (
    <Paper component="li" withBorder p="sm" bg={event.authorRole === 'portal_admin' ? 'blue.0' : undefined}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600} fz="sm">
          {who}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatDateTime(event.createdAt)}
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{event.body}</Text>
    </Paper>
  );
}

function StatusActions({ ticket }: { ticket: TicketDetail }) {
  const setStatus = useSetTicketStatus();
  if (ticket.statusTargets.length === 0) return null;
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label="Állapot módosítása">
        {ticket.statusTargets.map((status) => (
          <Button
            key={status}
            variant="default"
            loading={setStatus.isPending && setStatus.variables.status === status}
            disabled={setStatus.isPending && setStatus.variables.status !== status}
            onClick={() =>
              setStatus.mutate(
                { id: ticket.id, status },
                { onSuccess: () => void showSuccess(MESSAGES.ticket.statusChanged) },
              )
            }
          >
            {STATUS_ACTIONS[status]}
          </Button>
        ))}
      </Group>
      <ErrorAlert error={setStatus.error} />
    </Stack>
  );
}

function ReplyForm({ ticketId }: { ticketId: string }) {
  const { data: me } = useSession();
  const reply = useAddTicketComment();
  const form = useForm({
    mode: 'controlled',
    initialValues: { body: '' },
    validate: schemaResolver(ticketCommentSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    reply.mutate(
      { id: ticketId, body: values.body },
      {
        onSuccess: () => {
          form.reset();
          void showSuccess(MESSAGES.ticket.commented);
        },
        onError: (error) => form.setErrors(formErrorsOf(error)),
      },
    ),
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ticket-reply-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h5" id="ticket-reply-title">
            Válasz
          </Title>
          <Textarea
            label="Hozzászólás"
            description={
              me?.role === 'portal_admin'
                ? 'A bejelentő emailben értesítést kap a válaszáról.'
                : 'A portál adminisztrátorai emailben értesítést kapnak a hozzászólásáról.'
            }
            required
            autosize
            minRows={3}
            maxRows={10}
            maxLength={TICKET_COMMENT_MAX}
            {...form.getInputProps('body')}
          />
          <ErrorAlert error={reply.error} />
          <FormActions loading={reply.isPending}>Válasz küldése</FormActions>
        </Stack>
      </form>
    </Paper>
  );
}
