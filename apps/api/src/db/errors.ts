/** The PostgreSQL error behind a failed query (drizzle wraps it in `cause`), if it is one. */
export function pgError(error: unknown): { code: string; constraint?: string } | null {
  const candidate =
    (error as { cause?: { code?: unknown; constraint?: string } }).cause ??
    (error as { code?: unknown; constraint?: string })
  return typeof candidate?.code === 'string'
    ? { code: candidate.code, constraint: candidate.constraint }
    : null
}

export const uniqueViolation = '23505'
export const exclusionViolation = '23P01'
