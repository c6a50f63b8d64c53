/** Where to go after signing in: the page the user was sent away from, if it is one of ours. */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string') return '/'
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/'
  if (
    from === '/login' ||
    from.startsWith('/login?') ||
    from.startsWith('/login/') ||
    from.startsWith('/login#')
  ) {
    return '/'
  }
  return from
}
