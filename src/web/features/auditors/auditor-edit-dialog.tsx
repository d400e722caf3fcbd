import { Divider, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { adminAuditorUpdateSchema, type AdminAuditorDetail } from '../../../domain/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { Busy } from '../../components/busy.tsx';
import { ErrorAlert, LoadError } from '../../components/error-alert.tsx';
import { showSuccess } from '../../lib/notify.ts';
import { useAdminAuditor } from './api/get-admin-auditor.ts';
import { useUpdateAuditor } from './api/update-auditor.ts';
import { AddressAndCompanyFields, PersonalFields, ProfessionalFields } from './auditor-form-fields.tsx';
import { auditorFormErrorsOf, formValuesOf, toUpdateInput, type AuditorFormValues } from './auditor-form.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { SubjectModal, type DialogProps } from '../../components/subject-modal.tsx';

export interface EditedAuditor {
  id: string;
  name: string;
}

/**
 * The edit form (docs/roles/portal-admin.md, 'Edit'): loads the auditor first (load errors with a retry),
 * the wizard's fields without the password and with the active checkbox; the save is real
 * (docs/product.md, 'Buttons that do what they say').
 */
export function AuditorEditDialog({
  auditor,
  ...dialog
}: {
  auditor: EditedAuditor | null;
} & DialogProps) {
  return (
    <SubjectModal
      subject={auditor}
      {...dialog}
      title={auditor ? `Tanúsító szerkesztése: ${auditor.name}` : 'Tanúsító szerkesztése'}
      size="lg"
    >
      {(auditor) => <EditContent key={auditor.id} auditorId={auditor.id} onDone={dialog.onClose} />}
    </SubjectModal>
  );
}

function EditContent({ auditorId, onDone }: { auditorId: string; onDone: () => void }) {
  const auditor = useAdminAuditor(auditorId);
  if (auditor.isPending) return <Busy label={MESSAGES.auditors.loadingOne} mih={240} />;
  if (auditor.isError) return <LoadError query={auditor} title={MESSAGES.auditors.profileLoadError} />;
  return <EditForm auditor={auditor.data} onDone={onDone} />;
}

function EditForm({ auditor, onDone }: { auditor: AdminAuditorDetail; onDone: () => void }) {
  const save = useUpdateAuditor(auditor.id);
  const form = useForm<AuditorFormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(auditor),
    // The capacity says its range while it is typed, instead of dropping digits.
    validateInputOnChange: ['workCapacity'],
    validate: (values) => schemaResolver(adminAuditorUpdateSchema, { sync: true })(toUpdateInput(values)),
  });
  return (
    <form
      noValidate
      aria-label="Tanúsító adatai"
      onSubmit={form.onSubmit(
        (values) =>
          save.mutate(toUpdateInput(values), {
            onSuccess: ({ message }) => {
              void showSuccess(message);
              onDone();
            },
            onError: (error) => {
              // A refusal that names fields (a taken e-mail address too) is said at those fields.
              const errors = auditorFormErrorsOf(error);
              form.setErrors(errors);
              const first = Object.keys(errors)[0];
              if (first) form.getInputNode(first)?.focus();
            },
          }),
        // The first wrong field may be far above the save button: take the person there.
        (errors) => {
          const first = Object.keys(errors)[0];
          if (first) form.getInputNode(first)?.focus();
        },
      )}
    >
      <Stack gap="md">
        <Title order={3} size="h5">
          Személyes adatok
        </Title>
        <PersonalFields form={form} withPassword={false} />
        <Divider />
        <Title order={3} size="h5">
          Cím és elérhetőség
        </Title>
        <AddressAndCompanyFields form={form} />
        <Divider />
        <Title order={3} size="h5">
          Szakmai adatok
        </Title>
        <ProfessionalFields form={form} withActive />
        {save.isError && Object.keys(auditorFormErrorsOf(save.error)).length === 0 && (
          <ErrorAlert error={save.error} title="A mentés nem sikerült" />
        )}
        <FormActions onCancel={onDone} loading={save.isPending}>
          Mentés
        </FormActions>
      </Stack>
    </form>
  );
}
