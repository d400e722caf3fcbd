// The auditor wizard as the portal admin fills it in (docs/roles/portal-admin.md), for the tests that create or
// edit an auditor through the API; each test overrides what it is about.
export const auditorInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nóra',
  lastName: 'Lakatos',
  email: ' Nora.Lakatos@Example.hu ',
  phone: '+36 20 123 4567',
  postcode: '9021',
  city: 'Győr',
  street: 'Baross Gábor út',
  houseNumber: '3',
  password: 'Ideiglenes-1',
  certificationId: 'TÉ-08-12345',
  workCapacity: 6,
  acceptedCounties: ['Győr-Moson-Sopron', 'Vas'],
  certifications: ['TÉ', 'SZÉS6'],
  specialisations: ['residential'],
  experience: '3-5',
  notes: 'Hétvégén is vállal.',
  ...overrides,
});
