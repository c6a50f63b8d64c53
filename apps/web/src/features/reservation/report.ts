import { ApiError } from '@hotel/contract'
import { getAuthStore } from '../account/auth-store.ts'

/** The file name of a Content-Disposition header, else the fallback (never a path). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[\\/]/g, '') : ''
  return name || fallback
}

/** The report's address: a mail link's key rides in the query (`?key=`), in place of a session. */
export function reportUrl(id: string, format: 'pdf' | 'csv', key?: string | null): string {
  const query = new URLSearchParams({ format })
  if (key) query.set('key', key)
  return `/api/v1/reservations/${encodeURIComponent(id)}/report?${query}`
}

/**
 * Downloads the detailed report (GET /reservations/{id}/report): the call needs the bearer token (or the
 * link's key) and the page's language, so the file is fetched here and saved through an object URL.
 */
export async function downloadReport(
  reservation: { id: string; reference: string },
  format: 'pdf' | 'csv',
  language: string,
  key?: string | null,
): Promise<void> {
  const store = getAuthStore()
  const token = store.getSnapshot().token
  let response: Response
  try {
    response = await fetch(reportUrl(reservation.id, format, key), {
      headers: {
        Accept: format === 'pdf' ? 'application/pdf' : 'text/csv',
        'Accept-Language': language,
        // A link's key goes on its own (see callWithKey).
        ...(token && !key ? { Authorization: `Bearer ${token}` } : {}),
      },
    })
  } catch (error) {
    throw new ApiError(0, { code: 'network_error', message: (error as Error).message })
  }
  if (!response.ok) {
    const body = await response.json().catch(() => ({}))
    // A dead token ends the session, as for every other call.
    if (response.status === 401 && token && !key) void store.refresh()
    throw new ApiError(response.status, body)
  }
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(
    response.headers.get('Content-Disposition'),
    `reservation-${reservation.reference}.${format}`,
  )
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
