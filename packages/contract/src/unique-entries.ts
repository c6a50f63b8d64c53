import type { z } from 'zod'

/**
 * A list's refinement: no two entries share `key`. Each repeat is flagged at its own index, so a form can point
 * at the row to change.
 */
export const uniqueBy =
  <T, K extends keyof T & string>(key: K, message: string) =>
  (list: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<T[K]>()
    list.forEach((entry, index) => {
      if (seen.has(entry[key])) ctx.addIssue({ code: 'custom', path: [index, key], message })
      seen.add(entry[key])
    })
  }
