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
/** Deadlock, serialization failure, lock not available. */
export const concurrencyFailures = ['40P01', '40001', '55P03']

/**
 * What may be logged of a failed query: the SQL and the server's error fields, never the query's values (a
 * failed registration's parameters hold a password hash, an e-mail and an identification) nor the server's
 * `detail` or message, which may quote them ("Key (email)=(...) already exists").
 */
export function loggableError(error: unknown): unknown {
  const failed = error as { query?: unknown; params?: unknown; cause?: Record<string, unknown> }
  if (!(error instanceof Error) || typeof failed.query !== 'string' || !('params' in failed)) return error
  const cause = failed.cause
  return {
    type: error.constructor.name,
    message: `Failed query: ${failed.query}`,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
    // The server's message may quote a value too ('invalid input syntax for type integer: "..."').
    cause: cause && {
      code: cause.code,
      severity: cause.severity,
      table: cause.table,
      column: cause.column,
      constraint: cause.constraint,
      routine: cause.routine,
    },
  }
}
