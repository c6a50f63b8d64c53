/** Where to go after signing in: a path on this site from ?next=, else the profile. */
export function nextPath(search: string, fallback = '/profile'): string {
  const next = new URLSearchParams(search).get('next')
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : fallback
}
