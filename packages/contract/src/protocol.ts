// Constants of the API's protocol, without zod, so that any page may import them without loading it.

/** The header an unsafe staff request carries, echoing the session's `csrf_token`. */
export const csrfHeader = 'x-csrf-token'

/** Lists answer at most this many items a page, and this many when `per_page` is not given. */
export const maxPerPage = 100
export const defaultPerPage = 15
