import { errorBodySchema } from '@hotel/contract'

/**
 * The error answers a route documents, each `{ message, code, errors? }`: `errorResponses(401, 404)` is
 * `{ 401: errorBodySchema, 404: errorBodySchema }`, typed per status for the OpenAPI document and the replies.
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >
}
