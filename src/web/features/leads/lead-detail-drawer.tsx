import {
  Anchor,
  Button,
  Center,
  Checkbox,
  Divider,
  Drawer,
  Group,
  Loader,
  Paper,
  NativeSelect,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCheck, IconClock, IconMail, IconUserCheck, type TablerIcon } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatTime, NOT_GIVEN } from '../../../domain/format.ts';
import {
  LEAD_FIELD_LABELS,
  LEAD_HISTORY_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadHistoryValue,
  leadInputSchema,
  leadNoteInputSchema,
  leadTaskInputSchema,
  type LeadDetail,
  type LeadHistoryEntry,
  type LeadStatus,
  type LeadUpdate,
} from '../../../domain/leads.ts';
import { budapestIsoDay, fromBudapest } from '../../../domain/time.ts';
import { ErrorAlert, LoadError } from '../../components/error-alert.tsx';
import { addDatesStyles } from '../../lib/dates-styles.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { showError, showSuccess } from '../../lib/notify.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useChangeLead } from './api/change-lead.ts';
import { useLead, useLeadHistory } from './api/get-lead.ts';
import { LeadStatusBadge } from './lead-status-badge.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { PageButtons } from '../../components/page-buttons.tsx';
import { lastPageOf } from '../../lib/list-state.ts';

// The date and time picker's styles come with the drawer, the only part of the leads that shows one.
addDatesStyles();

/** An instant as the picker's Budapest wall-clock value ('YYYY-MM-DD HH:mm:ss'). */
export function toPickerValue(iso: string | null): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  return `${budapestIsoDay(instant)} ${formatTime(instant)}:00`;
}

/** The picker's Budapest wall-clock value as an instant (ISO), whatever the browser's own time zone. */
export function fromPickerValue(value: string | null): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return fromBudapest({ year, month, day, hour, minute }).toISOString();
}

const PICKER_FORMAT = 'YYYY. MM. DD. HH:mm';

function DetailsTab({ lead }: { lead: LeadDetail }) {
  const change = useChangeLead();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      address: lead.address,
      source: lead.source,
      nextContactAt: toPickerValue(lead.nextContactAt),
    },
    validate: (values) => schemaResolver(leadInputSchema, { sync: true })(values),
  });
  const save = form.onSubmit((values) => {
    const update: LeadUpdate = {
      ...leadInputSchema.parse(values),
      nextContactAt: fromPickerValue(values.nextContactAt),
    };
    change.mutate(
      { kind: 'update', id: lead.id, update },
      {
        onSuccess: (saved) => {
          form.setInitialValues({ ...values, nextContactAt: toPickerValue(saved.nextContactAt) });
          form.resetDirty();
          void showSuccess('A módosításokat mentettük');
        },
        onError: (error) => {
          form.setErrors(formErrorsOf(error));
          void showError(errorMessage(error));
        },
      },
    );
  });
  return (
    <Stack gap="lg">
      <form noValidate onSubmit={save}>
        <Stack gap="sm">
          <TextInput label="Név" required {...form.getInputProps('name')} />
          <TextInput label="E-mail cím" type="email" required {...form.getInputProps('email')} />
          <TextInput label="Telefonszám" type="tel" required {...form.getInputProps('phone')} />
          <TextInput label="Cím" required {...form.getInputProps('address')} />
          <NativeSelect
            label="Forrás"
            required
            data={LEAD_SOURCES.map((source) => ({ value: source, label: LEAD_SOURCE_LABELS[source] }))}
            {...form.getInputProps('source')}
          />
          <DateTimePicker
            label="Következő kapcsolatfelvétel"
            description="Budapesti idő szerint"
            placeholder={NOT_GIVEN}
            valueFormat={PICKER_FORMAT}
            clearable
            {...form.getInputProps('nextContactAt')}
          />
          <FormActions loading={change.isPending} disabled={!form.isDirty()}>
            Mentés
          </FormActions>
        </Stack>
      </form>
      <Divider />
      <Notes lead={lead} />
    </Stack>
  );
}

function Notes({ lead }: { lead: LeadDetail }) {
  const change = useChangeLead();
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: '' },
    validate: schemaResolver(leadNoteInputSchema, { sync: true }),
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="lead-notes-title">
      <Title order={3} size="h5" id="lead-notes-title">
        Megjegyzések
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          change.mutate(
            { kind: 'note', id: lead.id, text: values.text },
            {
              onSuccess: () => form.reset(),
              onError: (error) => form.setErrors(formErrorsOf(error)),
            },
          ),
        )}
      >
        <Stack gap="xs">
          <Textarea label="Új megjegyzés" autosize minRows={2} maxRows={6} {...form.getInputProps('text')} />
          <FormActions variant="light" loading={change.isPending}>
            Megjegyzés hozzáadása
          </FormActions>
        </Stack>
      </form>
      {lead.notes.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Még nincs megjegyzés.
        </Text>
      ) : (
        <Stack gap="xs">
          {lead.notes.map((note) => (
            <Paper key={note.id} withBorder p="sm">
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {note.text}
              </Text>
              <Text fz="xs" c="dimmed" mt={4}>
                {`${note.authorName} · ${formatDateTime(note.createdAt)}`}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function historyText(entry: LeadHistoryEntry): string {
  switch (entry.kind) {
    case 'changed': {
      const label = LEAD_FIELD_LABELS[entry.field as keyof typeof LEAD_FIELD_LABELS] ?? entry.field ?? '';
      const value = (v: string | null) =>
        entry.field === 'nextContactAt' && v ? formatDateTime(v) : leadHistoryValue(entry.field, v);
      return `${label}: ${value(entry.oldValue)} → ${value(entry.newValue)}`;
    }
    case 'task_added':
      return `${LEAD_HISTORY_LABELS.task_added}: ${entry.newValue ?? ''}${entry.oldValue ? ` (határidő: ${formatDateTime(entry.oldValue)})` : ''}`;
    case 'invited':
      return `${LEAD_HISTORY_LABELS.invited}: ${entry.newValue ?? ''}`;
    case 'created':
    case 'imported':
    case 'note_added':
    case 'task_done':
    case 'task_reopened':
    case 'linked':
      return entry.newValue
        ? `${LEAD_HISTORY_LABELS[entry.kind]}: ${entry.newValue}`
        : LEAD_HISTORY_LABELS[entry.kind];
    case 'unlinked':
      return LEAD_HISTORY_LABELS.unlinked;
  }
}

function HistoryTab({ leadId }: { leadId: string }) {
  const [page, setPage] = useState(1);
  const history = useLeadHistory(leadId, page);
  if (history.isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-hidden size="sm" />
        <Text ml="sm">Előzmények betöltése...</Text>
      </Center>
    );
  if (history.isError) return <LoadError query={history} title="Az előzmények betöltése nem sikerült" />;
  return (
    <Stack gap="md">
      <Timeline bulletSize={14} lineWidth={2}>
        {history.data.items.map((entry) => (
          <Timeline.Item key={entry.id} title={<Text fz="sm">{historyText(entry)}</Text>}>
            <Text fz="xs" c="dimmed">{`${entry.actorName} · ${formatDateTime(entry.at)}`}</Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <PageButtons
        label="Előzmények lapozása"
        size="sm"
        pages={lastPageOf(history.data.total, history.data.pageSize)}
        page={page}
        onChange={setPage}
      />
    </Stack>
  );
}

function TasksTab({ lead }: { lead: LeadDetail }) {
  const change = useChangeLead();
  const form = useForm<{ title: string; dueAt: string | null }>({
    mode: 'controlled',
    initialValues: { title: '', dueAt: null },
    validate: (values) => schemaResolver(leadTaskInputSchema, { sync: true })({ title: values.title }),
  });
  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          change.mutate(
            {
              kind: 'task',
              id: lead.id,
              task: { title: values.title, dueAt: fromPickerValue(values.dueAt) },
            },
            {
              onSuccess: () => form.reset(),
              onError: (error) => form.setErrors(formErrorsOf(error)),
            },
          ),
        )}
      >
        <Stack gap="xs">
          <TextInput label="Új feladat" required {...form.getInputProps('title')} />
          <DateTimePicker
            label="Határidő"
            description="Nem kötelező; budapesti idő szerint"
            placeholder="Nincs határidő"
            valueFormat={PICKER_FORMAT}
            clearable
            {...form.getInputProps('dueAt')}
          />
          <FormActions variant="light" loading={change.isPending}>
            Feladat hozzáadása
          </FormActions>
        </Stack>
      </form>
      <ErrorAlert error={change.error} />
      {lead.tasks.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Még nincs feladat.
        </Text>
      ) : (
        <Stack gap="xs">
          {lead.tasks.map((task) => {
            const overdue = !task.doneAt && task.dueAt !== null && new Date(task.dueAt) < new Date();
            return (
              <Paper key={task.id} withBorder p="sm">
                <Checkbox
                  checked={task.doneAt !== null}
                  onChange={(event) =>
                    change.mutate({
                      kind: 'taskDone',
                      id: lead.id,
                      taskId: task.id,
                      done: event.currentTarget.checked,
                    })
                  }
                  label={
                    <Text span fz="sm" td={task.doneAt ? 'line-through' : undefined}>
                      {task.title}
                    </Text>
                  }
                  description={[
                    task.dueAt
                      ? `Határidő: ${formatDateTime(task.dueAt)}${overdue ? ' (lejárt)' : ''}`
                      : 'Nincs határidő',
                    task.doneAt
                      ? `Elvégezte: ${task.doneByName ?? ''}, ${formatDateTime(task.doneAt)}`
                      : null,
                    `Létrehozta: ${task.createdByName}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  color={overdue ? 'red' : undefined}
                />
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

function LeadSummary({ lead }: { lead: LeadDetail }) {
  const change = useChangeLead();
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label="Státusz"
          w={200}
          data={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
          value={lead.status}
          disabled={change.isPending}
          onChange={(event) => {
            const value = event.currentTarget.value as LeadStatus;
            if (value === lead.status) return;
            change.mutate(
              { kind: 'update', id: lead.id, update: { status: value } },
              {
                onSuccess: () => void showSuccess(`Új státusz: ${LEAD_STATUS_LABELS[value]}`),
                onError: (error) => void showError(errorMessage(error)),
              },
            );
          }}
        />
        {lead.clientId ? (
          <Group gap={6}>
            <IconUserCheck size={18} aria-hidden color="var(--mantine-color-green-7)" />
            <Text fz="sm">
              Regisztrált ügyfél:{' '}
              <Anchor component={Link} to={`/clients/${encodeURIComponent(lead.clientId)}`}>
                {lead.clientName ?? 'ügyfél adatlapja'}
              </Anchor>
            </Text>
          </Group>
        ) : (
          <Button
            variant="light"
            leftSection={<IconMail size={18} aria-hidden />}
            loading={change.isPending && change.variables.kind === 'invite'}
            onClick={() =>
              change.mutate(
                { kind: 'invite', id: lead.id },
                {
                  onSuccess: () => void showSuccess(`A regisztrációs meghívót elküldtük: ${lead.email}`),
                  onError: (error) => void showError(errorMessage(error)),
                },
              )
            }
          >
            {lead.invitedAt ? 'Meghívó újraküldése' : 'Meghívó küldése'}
          </Button>
        )}
      </Group>
      <Group gap="lg">
        <LeadDate>{`Rögzítve: ${formatDateTime(lead.registrationDate)}${lead.createdByName ? ` (${lead.createdByName})` : ''}`}</LeadDate>
        <LeadDate>
          {`Utolsó kapcsolat: ${lead.lastContact ? formatDateTime(lead.lastContact) : 'még nem volt'}`}
        </LeadDate>
        {lead.nextContactAt && (
          <LeadDate icon={IconClock}>
            {`Következő kapcsolatfelvétel: ${formatDateTime(lead.nextContactAt)}`}
          </LeadDate>
        )}
        {lead.invitedAt && (
          <LeadDate icon={IconCheck}>
            {`Meghívó utoljára elküldve: ${formatDateTime(lead.invitedAt)}${lead.invitedByName ? ` (${lead.invitedByName})` : ''}`}
          </LeadDate>
        )}
      </Group>
    </Stack>
  );
}

/** One of the lead's dates under its details: small and dimmed, after its icon when it has one. */
function LeadDate({ icon: Icon, children }: { icon?: TablerIcon; children: string }) {
  const text = (
    <Text fz="xs" c="dimmed">
      {children}
    </Text>
  );
  if (!Icon) return text;
  return (
    <Group gap={4}>
      <Icon size={14} aria-hidden />
      {text}
    </Group>
  );
}

/**
 * The lead's card (docs/roles/bank-staff.md, 'Lead card'): details with notes, history, tasks; a drawer over
 * the list.
 */
export function LeadDetailDrawer({ leadId, onClose }: { leadId: string | null; onClose: () => void }) {
  const lead = useLead(leadId);
  return (
    <Drawer
      opened={leadId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        lead.data ? (
          <Group gap="sm">
            <Title order={2} size="h3">
              {lead.data.name}
            </Title>
            <LeadStatusBadge status={lead.data.status} />
          </Group>
        ) : (
          <Title order={2} size="h3">
            Lead adatlap
          </Title>
        )
      }
      closeButtonProps={{ 'aria-label': 'Adatlap bezárása' }}
    >
      {lead.isPending ? (
        <Center py="xl" role="status">
          <Loader aria-hidden />
          <Text ml="sm">Lead betöltése...</Text>
        </Center>
      ) : lead.isError ? (
        <LoadError query={lead} title="A lead betöltése nem sikerült" />
      ) : (
        <Stack gap="md">
          <LeadSummary lead={lead.data} />
          <Tabs defaultValue="details" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="details">Adatok</Tabs.Tab>
              <Tabs.Tab value="history">Előzmények</Tabs.Tab>
              <Tabs.Tab value="tasks">Feladatok</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="details" pt="md">
              <DetailsTab
                key={`${lead.data.id}-${lead.data.email}-${lead.data.nextContactAt ?? ''}`}
                lead={lead.data}
              />
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="md">
              <HistoryTab leadId={lead.data.id} />
            </Tabs.Panel>
            <Tabs.Panel value="tasks" pt="md">
              <TasksTab lead={lead.data} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Drawer>
  );
}
