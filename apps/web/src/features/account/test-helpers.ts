import type { ClientUser } from '@hotel/contract'

export const guest: ClientUser = {
  id: '6f1c2f5e-3b1a-4d7e-9c59-2a8f1e0b7c11',
  name: 'Ana',
  last_name: 'López',
  email: 'ana@example.com',
  phone: '+505 8888 1234',
  identification: '161-010190-0001A',
  city: 'Estelí',
  country: 'NI',
  birth_date: '1990-01-01',
  description: null,
  profile_image: null,
  status: 'active',
  locale: 'es',
  created_at: '2026-01-01T00:00:00.000Z',
}
