// spec 01 §3 and spec 02 §3: the action types of user_logs, and the Hungarian labels of metadata keys.
export const LOG_ACTION_TYPES = [
  'registration',
  'login',
  'logout',
  'certificate_order',
  'appointment',
  'certificate_upload',
  'profile_update',
  'password_change',
  'data_export',
  'admin_action',
  'account_deletion',
] as const;
export type LogActionType = (typeof LOG_ACTION_TYPES)[number];

export const LOG_ACTION_LABELS: Record<LogActionType, string> = {
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
};

export const LOG_METADATA_LABELS: Record<string, string> = {
  updatedFields: 'Módosított mezők',
  oldValues: 'Régi értékek',
  newValues: 'Új értékek',
  name: 'Név',
  email: 'Email',
  phone: 'Telefon',
  address: 'Cím',
  role: 'Szerepkör',
  appointmentDate: 'Időpont',
  clientId: 'Ügyfél azonosító',
  propertyId: 'Ingatlan azonosító',
  fileName: 'Fájlnév',
  uploadDate: 'Feltöltés dátuma',
  registrationDate: 'Regisztráció dátuma',
  loginTime: 'Bejelentkezés ideje',
  logoutTime: 'Kijelentkezés ideje',
  userAgent: 'Böngésző',
  area: 'Terület',
  couponCode: 'Kuponkód',
};

export const UNKNOWN_USER_LABEL = 'Ismeretlen felhasználó';
