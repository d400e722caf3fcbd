import { Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { DAY_PLACEHOLDER } from '../../../domain/format.ts';
import { budapestIsoDay, parseTypedDay } from '../../../domain/time.ts';
import {
  DEFAULT_NEWS_AUDIENCE,
  NEWS_AUDIENCE_LABELS,
  NEWS_AUDIENCE_ROLES,
  newsInputSchema,
  type AdminNewsItem,
  type NewsFormValues,
} from '../../../domain/news.ts';
import { addDatesStyles } from '../../lib/dates-styles.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { DATE_INPUT_FORMAT } from '../../lib/typed-date.ts';
import { useSaveNews } from './api/save-news.ts';
import { WriteActions } from '../../components/form-actions.tsx';

addDatesStyles();

const valuesOf = (item: AdminNewsItem | null): NewsFormValues =>
  item
    ? {
        title: item.title,
        content: item.content,
        source: item.source,
        date: item.date,
        audience: [...item.audience],
      }
    : {
        title: '',
        content: '',
        source: '',
        date: budapestIsoDay(new Date()),
        audience: [...DEFAULT_NEWS_AUDIENCE],
      };

/** The news form in its dialog: a new item, or `item` to edit. */
export function NewsFormDialog({
  opened,
  item,
  onClose,
  onSaved,
}: {
  opened: boolean;
  item: AdminNewsItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={item ? 'Hír szerkesztése' : 'Új hír'} size="lg">
      <NewsForm key={item?.id ?? 'new'} item={item} onCancel={onClose} onSaved={onSaved} />
    </Modal>
  );
}

/**
 * docs/rules/validation.md, 'Back-office texts': title, content and source are required, and so is the
 * date; the readers' roles are chosen when publishing (auditors and the bank's staff unless changed;
 * docs/product.md, 'News audience').
 */
export function NewsForm({
  item,
  onSaved,
  onCancel,
}: {
  /** The item to edit, or null for a new one. */
  item: AdminNewsItem | null;
  onSaved: (item: AdminNewsItem) => void;
  onCancel: () => void;
}) {
  const save = useSaveNews();
  const form = useForm<NewsFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(item),
    validate: schemaResolver(newsInputSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: item?.id ?? null, input: values },
      {
        onSuccess: (saved) => onSaved(saved),
        onError: (error) => form.setErrors(formErrorsOf(error)),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput label="Cím" required maxLength={200} data-autofocus {...form.getInputProps('title')} />
        <Textarea
          label="Tartalom"
          description="Egyszerű szöveg; a sortörések megmaradnak."
          required
          autosize
          minRows={5}
          maxRows={14}
          maxLength={5000}
          {...form.getInputProps('content')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Forrás"
            description="Honnan származik a hír (pl. szervezet, hivatal)."
            required
            maxLength={200}
            {...form.getInputProps('source')}
          />
          <DateInput
            label="Dátum"
            required
            placeholder={DAY_PLACEHOLDER}
            clearable
            clearButtonProps={{ 'aria-label': 'Dátum törlése' }}
            valueFormat={DATE_INPUT_FORMAT}
            dateParser={(typed) => parseTypedDay(typed)}
            value={form.values.date || null}
            onChange={(value) => form.setFieldValue('date', value ?? '')}
            error={form.errors.date}
          />
        </Group>
        <Checkbox.Group
          label="Kik lássák?"
          description="A hír a kiválasztott szerepkörök kezdőképernyőjén jelenik meg."
          required
          {...form.getInputProps('audience')}
        >
          <Group mt={6}>
            {NEWS_AUDIENCE_ROLES.map((role) => (
              <Checkbox key={role} value={role} label={NEWS_AUDIENCE_LABELS[role]} />
            ))}
          </Group>
        </Checkbox.Group>
        <WriteActions write={save} onCancel={onCancel}>
          {item ? 'Módosítások mentése' : 'Közzététel'}
        </WriteActions>
      </Stack>
    </form>
  );
}
