import { z } from 'zod'
import { isoDate, storable, storableText } from './auth.ts'
import { pageSchema, pagingQuery } from './paging.ts'

// The audit log as the owner reads it (GET /staff/audit): every staff write, newest first.

const filterText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.too_long' })
    .refine(storableText, storable)
    .optional()

/**
 * Filters: who (`staff_user_id`), which record (`entity`, and `entity_id` within it), what (`action`, beside one
 * of the others), and when (`from` and `to`: inclusive days of the hotel's calendar, America/Managua). Newest
 * first unless asked otherwise. Every query reads one of the log's indexes.
 */
export const auditListQuery = pagingQuery(['created_at'])
  .extend({
    order_direction: z.enum(['asc', 'desc'], { message: 'paging.order_direction' }).default('desc'),
    staff_user_id: z.uuid({ message: 'validation.uuid' }).optional(),
    entity: filterText(64),
    entity_id: filterText(200),
    action: filterText(64),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'audit.date_order' })
    // A record's id is looked up within its kind (the log's index is entity, entity_id, created_at).
    if (query.entity_id && !query.entity)
      ctx.addIssue({ code: 'custom', path: ['entity'], message: 'audit.entity_required' })
    // No index leads by action: it narrows a person's, a record's or some days' entries.
    if (query.action && !query.staff_user_id && !query.entity && !query.from && !query.to)
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'audit.action_needs_scope' })
  })
export type AuditListQuery = z.input<typeof auditListQuery>

export const auditEntrySchema = z.object({
  id: z.uuid(),
  /** Who made the change; null once their account is deleted. */
  staff_user_id: z.uuid().nullable(),
  staff: z.object({ id: z.uuid(), name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  /** `resource.verb`, e.g. `roles.assign`. */
  action: z.string(),
  /** The kind of record and its id, e.g. `staff_user` and a uuid. */
  entity: z.string(),
  entity_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string(),
  created_at: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditPageSchema = pageSchema(auditEntrySchema)
export type AuditPage = z.infer<typeof auditPageSchema>
