import type { ApiRequest } from '@hotel/contract'
import { api, storagePrefix } from './api.ts'

/**
 * The key of a reservation link (`/reservation/REF?key=…` from a mail): it opens that one reservation
 * without an account. It leaves the visible address once read (so it is not shared by a screenshot or
 * a copied URL) and lives in sessionStorage for the tab, so a reload or a return from the bank's
 * 3-D Secure page still opens the reservation.
 */

/** The part of sessionStorage used here (a fake in tests). */
export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const storageName = (reference: string) => `${storagePrefix}reservation-key:${reference.trim().toUpperCase()}`

/** Keys this tab could not store (private mode without storage): they last the page. */
const memory = new Map<string, string>()

function sessionStore(): KeyStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export function rememberKey(reference: string, key: string, storage = sessionStore()): void {
  memory.set(storageName(reference), key)
  try {
    storage?.setItem(storageName(reference), key)
  } catch {
    // Full or refused: the key still opens the reservation until the page is left.
  }
}

export function recallKey(reference: string, storage = sessionStore()): string | null {
  try {
    const stored = storage?.getItem(storageName(reference))
    if (stored) return stored
  } catch {}
  return memory.get(storageName(reference)) ?? null
}

/** A key the API refused (wrong or from another reservation) is not offered again on reload. */
export function forgetKey(reference: string, storage = sessionStore()): void {
  memory.delete(storageName(reference))
  try {
    storage?.removeItem(storageName(reference))
  } catch {}
}

/**
 * Reads a link's query: the key (when it is one), the page language it asks for, and the query to
 * show instead (the same without `key`; `lang` stays, so a reload keeps the language).
 */
export function readLinkQuery(search: string): { key: string | null; lang: string | null; rest: string } {
  const params = new URLSearchParams(search)
  const raw = params.get('key')?.trim() ?? ''
  params.delete('key')
  const rest = params.toString()
  // Keys are base64url; anything else cannot open a reservation and is not kept.
  const key = /^[A-Za-z0-9_-]{16,128}$/.test(raw) ? raw : null
  return { key, lang: params.get('lang'), rest: rest ? `?${rest}` : '' }
}

/**
 * The key for this reservation: the link's (stored for the tab), else one this tab stored before (a
 * reload, or a link cut short by a mail program), else null.
 */
export function takeLinkKey(
  reference: string,
  search: string,
  storage = sessionStore(),
): { key: string | null; lang: string | null; rest: string } {
  const link = readLinkQuery(search)
  if (link.key) rememberKey(reference, link.key, storage)
  return { ...link, key: link.key ?? recallKey(reference, storage) }
}

/**
 * A call opened by a link's key: the key rides in the query and no bearer token goes along (the API
 * reads a token first, and a signed-in guest may open the link of a stay someone else booked). An empty
 * token overrides the stored one.
 */
export function callWithKey<T>(path: string, init: ApiRequest, key: string): Promise<T> {
  return api<T>(path, { ...init, query: { ...init.query, key }, token: '' })
}
