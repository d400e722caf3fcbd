// The action types of user_logs (docs/data-model.md, 'Platform') and their Hungarian labels; the metadata's
// keys and values are labelled in log-details.ts.
import { labelled } from './labelled.ts';

export const { values: LOG_ACTION_TYPES, labels: LOG_ACTION_LABELS } = labelled({
  registration: 'Regisztráció',
  login: 'Bejelentkezés',
  logout: 'Kijelentkezés',
  certificate_order: 'Tanúsítvány igénylés',
  appointment: 'Időpont',
  certificate_upload: 'Tanúsítvány feltöltés',
  profile_update: 'Profil módosítás',
  password_change: 'Jelszó változtatás',
  data_export: 'Adat export',
  admin_action: 'Admin művelet',
  account_deletion: 'Fiók törlése',
});
export type LogActionType = (typeof LOG_ACTION_TYPES)[number];

export const UNKNOWN_USER_LABEL = 'Ismeretlen felhasználó';
