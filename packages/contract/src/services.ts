import { z } from 'zod'
import { pagingQuery } from './paging.ts'

/** The spec's six room services, by stable code. */
export const serviceCodes = [
  'air_conditioning',
  'private_bathroom',
  'breakfast',
  'desk',
  'wifi',
  'tv',
] as const

export const serviceSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  is_availabled: z.boolean(),
  created_by: z.uuid().nullable(),
})
export type Service = z.infer<typeof serviceSchema>

export const serviceListQuery = pagingQuery(['name', 'created_at'])
