// The create wizard's and the edit form's values (docs/rules/validation.md, 'Auditor fields'), checked with
// the shared schemas of src/domain/admin.ts, step by step in the wizard.
import {
  adminAuditorCreateSchema,
  type AdminAuditorCreate,
  type AdminAuditorDetail,
  type AdminAuditorUpdate,
} from '../../../domain/admin.ts';
import { AUDITOR_DEFAULTS, EXPERIENCE_OPTIONS } from '../../../domain/constants.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';

export interface AuditorFormValues {
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  /** The temporary password (create only). */
  password: string;
  postcode: string;
  city: string;
  street: string;
  houseNumber: string;
  companyName: string;
  companyTaxNumber: string;
  companyAddress: string;
  certificationId: string;
  certifications: string[];
  specialisations: string[];
  /** '' while none is chosen. */
  experience: string;
  workCapacity: number | string;
  acceptedCounties: string[];
  notes: string;
  isActive: boolean;
}

/** docs/rules/limits.md, 'Capacity thresholds': capacity 5, Budapest, active. */
export const EMPTY_AUDITOR_FORM: AuditorFormValues = {
  lastName: '',
  firstName: '',
  email: '',
  phone: '',
  password: '',
  postcode: '',
  city: '',
  street: '',
  houseNumber: '',
  companyName: '',
  companyTaxNumber: '',
  companyAddress: '',
  certificationId: '',
  certifications: [],
  specialisations: [],
  experience: '',
  workCapacity: AUDITOR_DEFAULTS.workCapacity,
  acceptedCounties: [...AUDITOR_DEFAULTS.acceptedCounties],
  notes: '',
  isActive: AUDITOR_DEFAULTS.isActive,
};

/** The edit form starts from the saved auditor. */
export function formValuesOf(auditor: AdminAuditorDetail): AuditorFormValues {
  return {
    ...EMPTY_AUDITOR_FORM,
    lastName: auditor.lastName ?? '',
    firstName: auditor.firstName ?? '',
    email: auditor.email,
    phone: auditor.phone ?? '',
    postcode: auditor.postcode,
    city: auditor.city,
    street: auditor.street,
    houseNumber: auditor.houseNumber,
    companyName: auditor.companyName ?? '',
    companyTaxNumber: auditor.companyTaxNumber ?? '',
    companyAddress: auditor.companyAddress ?? '',
    certificationId: auditor.certificationId ?? '',
    certifications: [...auditor.certifications],
    specialisations: [...auditor.specialisations],
    experience: auditor.experience ?? '',
    workCapacity: auditor.workCapacity,
    acceptedCounties: [...auditor.acceptedCounties],
    notes: auditor.notes ?? '',
    isActive: auditor.isActive,
  };
}

const experienceOf = (value: string) =>
  EXPERIENCE_OPTIONS.find((option) => option === value) as AdminAuditorCreate['experience'];

/** The create request (the schemas validate the enums; the cast only names the input type). */
export function toCreateInput(values: AuditorFormValues): AdminAuditorCreate {
  const { isActive, ...rest } = values;
  return {
    ...rest,
    isActive,
    experience: experienceOf(values.experience),
    certifications: values.certifications as AdminAuditorCreate['certifications'],
    specialisations: values.specialisations as AdminAuditorCreate['specialisations'],
    acceptedCounties: values.acceptedCounties as AdminAuditorCreate['acceptedCounties'],
  };
}

export function toUpdateInput(values: AuditorFormValues): AdminAuditorUpdate {
  const { password: _password, ...rest } = values;
  return {
    ...rest,
    experience: experienceOf(values.experience),
    certifications: values.certifications as AdminAuditorUpdate['certifications'],
    specialisations: values.specialisations as AdminAuditorUpdate['specialisations'],
    acceptedCounties: values.acceptedCounties as AdminAuditorUpdate['acceptedCounties'],
  };
}

/** docs/roles/portal-admin.md, 'Create wizard': personal data; address and contact; professional data. */
export const WIZARD_STEPS = [
  {
    label: 'Személyes adatok',
    schema: adminAuditorCreateSchema.pick({
      lastName: true,
      firstName: true,
      email: true,
      phone: true,
      password: true,
    }),
  },
  {
    label: 'Cím és elérhetőség',
    schema: adminAuditorCreateSchema.pick({
      postcode: true,
      city: true,
      street: true,
      houseNumber: true,
      companyName: true,
      companyTaxNumber: true,
      companyAddress: true,
    }),
  },
  {
    label: 'Szakmai adatok',
    schema: adminAuditorCreateSchema.pick({
      certificationId: true,
      certifications: true,
      specialisations: true,
      experience: true,
      workCapacity: true,
      acceptedCounties: true,
      notes: true,
    }),
  },
] as const;

/** The wizard step that holds a field (a server refusal names the field; the wizard shows its step). */
export function stepOfField(path: string): number {
  const field = path.split('.')[0] ?? '';
  const index = WIZARD_STEPS.findIndex((step) => field in step.schema.shape);
  return index === -1 ? 0 : index;
}

/** A refused save's field messages; a taken e-mail address is said at the e-mail field. */
export function auditorFormErrorsOf(error: unknown): Record<string, string> {
  const errors = formErrorsOf(error);
  if (error instanceof ApiError && error.code === 'email_already_exists') errors.email = error.message;
  return errors;
}
