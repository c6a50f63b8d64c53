import type { Hotel } from './hotel.ts'

/** The demo hotel; the seed stores these unless HOTEL_* variables say otherwise, and pre-rendered pages start from them. */
export const demoHotel: Hotel = {
  name: 'Hotel Casa Pinar',
  phone: '50588421930',
  landline: '50527134455',
  email: 'info@casapinar.example',
  address: 'Avenida Central, 2 c. al norte del Parque Central',
  city: 'Estelí',
  country: 'Nicaragua',
  maps_url: 'https://maps.google.com/?q=Parque+Central+Esteli+Nicaragua',
  facebook_url: 'https://www.facebook.com/',
  instagram_url: 'https://www.instagram.com/',
  chat_url: 'https://wa.me/50588421930',
  check_in_time: '15:00',
  check_out_time: '11:00',
  breakfast_included: true,
  currency: 'USD',
  local_currency: 'NIO',
  exchange_rate: '36.8',
  change_deadline_days: 2,
  payment_percentages: [30, 50, 100],
}
