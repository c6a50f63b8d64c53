import { z } from 'zod'

/** Public facts about the hotel, shown in the site's chrome (GET /api/v1/hotel). */
export const hotelSchema = z.object({
  name: z.string(),
  phone: z.string(),
  landline: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  maps_url: z.string(),
  facebook_url: z.string(),
  instagram_url: z.string(),
  chat_url: z.string(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  breakfast_included: z.boolean(),
  currency: z.string().length(3),
  local_currency: z.string().length(3),
  exchange_rate: z.string(),
})
export type Hotel = z.infer<typeof hotelSchema>

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
}

/**
 * Formats a phone number with the spec's mask (xxx) xxxx-xxxx: the country code (505 in Nicaragua)
 * and the eight-digit local number. Numbers that do not have eleven digits are returned as given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length !== 11) return phone
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 7)}-${digits.slice(7)}`
}
