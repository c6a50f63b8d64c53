import { z } from 'zod'

/** Every failed API call answers this body (DESIGN.md, "Errors"). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
