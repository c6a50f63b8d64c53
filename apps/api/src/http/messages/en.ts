/**
 * The server's message catalogue (English). Placeholders are `:name`, filled by `translate`.
 * es.ts must have exactly the same keys; the type and a test enforce it.
 */
export const en = {
  // Generic
  not_found: 'The requested resource was not found.',
  too_many_attempts: 'Too many attempts. Please try again in :seconds seconds.',
  internal_error: 'Something went wrong on our side. Please try again in a moment.',
  service_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  validation_failed: 'The data provided is not valid.',
  malformed_json: 'The request body is not valid JSON.',
  unsupported_media_type: 'The request content type is not supported. Send application/json.',
  payload_too_large: 'The request is too large. The maximum size is :size MB.',
  method_not_allowed: 'This method is not allowed here.',
  malformed_url: 'The address of the request is not valid.',
  // Query and paging
  'paging.page': 'The page must be a whole number of at least 1.',
  'paging.per_page': 'The number of items per page must be between 1 and :max.',
  'paging.order_by': 'The list cannot be ordered by that field.',
  'paging.order_direction': 'The order direction must be asc or desc.',
  'query.invalid': 'The query parameters are not valid.',
  // Field validation
  'validation.required': 'This field is required.',
  'validation.email': 'Invalid email.',
  'validation.string': 'This field must be text.',
  'validation.number': 'This field must be a number.',
  'validation.integer': 'This field must be a whole number.',
  'validation.boolean': 'This field must be true or false.',
  'validation.date': 'Invalid date.',
  'validation.uuid': 'This field must be a valid identifier.',
  'validation.too_short': 'This field must have at least :min characters.',
  'validation.too_long': 'This field must have at most :max characters.',
  'validation.too_small': 'This field must be at least :min.',
  'validation.too_big': 'This field must be at most :max.',
  'validation.invalid_option': 'The selected value is not valid.',
  'validation.invalid': 'This field is not valid.',
  'validation.unknown_field': 'This field is not allowed.',
  // Authentication
  'auth.invalid_credentials': 'The e-mail or password is incorrect.',
  'auth.unauthenticated': 'You need to sign in to continue.',
  'auth.token_invalid': 'Your session is not valid or has expired. Please sign in again.',
  'auth.account_suspended': 'This account is suspended. Please contact the hotel.',
  'auth.signed_in': 'Welcome back, :name.',
  'auth.signed_out': 'You have signed out.',
  'auth.forbidden': 'The operation requires higher privileges.',
} as const

export type MessageKey = keyof typeof en
