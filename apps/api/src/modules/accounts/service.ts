import type { Locale, ProfileUpdate, Register } from '@hotel/contract'
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { pgError, uniqueViolation } from '../../db/errors.ts'
import { clients } from '../../db/schema/index.ts'
import type { Defer } from '../../http/after-reply.ts'
import type { ClientRow } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import type { GoogleVerifier } from '../../integrations/google.ts'
import type { Mailer } from '../../integrations/mail.ts'
import { deliverSoon, enqueueIn } from '../../integrations/mail-outbox.ts'
import { hashPassword, verifyPassword } from '../../lib/password-hashing.ts'
import { codeInvalid, createCode, tooManyAttempts, verifyCode } from './codes.ts'
import { codeMail } from './mails.ts'
import { refuseCommonPassword } from './passwords.ts'
import { issueClientToken, revokeClientTokens } from './sessions.ts'

export interface AccountsDeps {
  db: Db
  config: Config
  mailer: Mailer
  google: GoogleVerifier | null
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void }
}

/** Phones compare by their digits: "(505) 8842-1930" and "50588421930" are one phone. */
export const normalizePhone = (phone: string) => phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')

const byEmail = (email: string) => eq(sql`lower(${clients.email})`, email.toLowerCase())

export type Duplicate = 'email_taken' | 'phone_taken' | 'identification_taken' | 'social_account_registered'
const duplicateField: Record<Duplicate, string> = {
  email_taken: 'email',
  social_account_registered: 'email',
  phone_taken: 'phone',
  identification_taken: 'identification',
}

export function duplicateError(found: Duplicate[]): AppError {
  const [first = 'email_taken'] = found
  return new AppError(
    first,
    `auth.${first}`,
    {},
    Object.fromEntries(found.map((code) => [duplicateField[code], [{ key: `auth.${code}` as const }]])),
  )
}

/** Which of e-mail, phone and identification (those given) another client already uses. */
export async function findDuplicates(
  db: Db,
  fields: { email?: string; phone?: string; identification?: string },
  exceptId?: string,
): Promise<Duplicate[]> {
  const phone = fields.phone ? normalizePhone(fields.phone) : undefined
  const identification = fields.identification?.toLowerCase() || undefined
  const anyOf = or(
    fields.email ? byEmail(fields.email) : undefined,
    phone ? eq(clients.phone, phone) : undefined,
    identification ? eq(sql`lower(${clients.identification})`, identification) : undefined,
  )
  if (!anyOf) return []
  const matches = await db
    .select({
      email: clients.email,
      phone: clients.phone,
      identification: clients.identification,
      googleSub: clients.googleSub,
      passwordHash: clients.passwordHash,
    })
    .from(clients)
    .where(and(anyOf, exceptId ? ne(clients.id, exceptId) : undefined))
  const found: Duplicate[] = []
  const sameEmail = matches.find((m) => fields.email && m.email.toLowerCase() === fields.email.toLowerCase())
  if (sameEmail)
    found.push(sameEmail.googleSub && !sameEmail.passwordHash ? 'social_account_registered' : 'email_taken')
  if (phone && matches.some((m) => m.phone === phone)) found.push('phone_taken')
  if (identification && matches.some((m) => m.identification?.toLowerCase() === identification))
    found.push('identification_taken')
  return found
}

/** A unique index that a concurrent request won: the same answer as the friendly check. */
export function fromUniqueViolation(error: unknown): AppError | null {
  const cause = pgError(error)
  if (cause?.code !== uniqueViolation) return null
  const map: Record<string, Duplicate> = {
    clients_email_unique: 'email_taken',
    clients_phone_unique: 'phone_taken',
    clients_identification_unique: 'identification_taken',
  }
  const duplicate = cause.constraint ? map[cause.constraint] : undefined
  return duplicate ? duplicateError([duplicate]) : null
}

/** A registration: the new account's session, or (claiming a client without a password) a code mailed first. */
export type Registration = { row: ClientRow; token: string } | { verification: 'email_verification_required' }

export async function register(
  deps: AccountsDeps,
  input: Register,
  locale: Locale,
  profileImage: string | null,
): Promise<Registration> {
  refuseCommonPassword(input.password)
  const [passwordless] = await deps.db
    .select()
    .from(clients)
    .where(and(byEmail(input.email), isNull(clients.passwordHash), isNull(clients.googleSub)))
    .limit(1)
  if (passwordless?.status === 'active') return claim(deps, passwordless, input, locale, profileImage)
  const duplicates = await findDuplicates(deps.db, input)
  if (duplicates.length) throw duplicateError(duplicates)
  let row: ClientRow | undefined
  try {
    ;[row] = await deps.db
      .insert(clients)
      .values({
        ...profileColumns(input),
        email: input.email,
        profileImage,
        passwordHash: await hashPassword(input.password),
        locale,
      })
      .returning()
  } catch (error) {
    throw fromUniqueViolation(error) ?? error
  }
  if (!row) throw new Error('insert returned no row')
  return { row, token: await issueClientToken(deps.db, row.id, deps.config.CLIENT_TOKEN_TTL_DAYS) }
}

/** The profile's columns, as registering, claiming a client and editing the profile all write them. */
const profileColumns = (input: ProfileUpdate) => ({
  name: input.name,
  lastName: input.last_name,
  phone: normalizePhone(input.phone),
  identification: input.identification,
  city: input.city,
  country: input.country,
  birthDate: input.birth_date,
  description: input.description ?? null,
})

/**
 * Registering with the e-mail of a client without a password (a guest who booked without an account, or one
 * the desk created) takes that client over, with its reservations, once the e-mail is proven: the first try
 * mails a code (the password-reset code, with its expiry, caps and tries); the same request with
 * `verification_code` sets the password and the registration details on the client.
 */
async function claim(
  deps: AccountsDeps,
  client: ClientRow,
  input: Register,
  locale: Locale,
  profileImage: string | null,
): Promise<Registration> {
  // Said before any code is mailed, so the guest does not prove the e-mail only to be refused.
  const duplicates = await findDuplicates(deps.db, input, client.id)
  if (duplicates.length) throw duplicateError(duplicates)
  if (!input.verification_code) {
    const result = await mailCode(deps, { ...client, locale }, 'password_reset')
    if (!result.sent) throw tooManyAttempts(result.retryIn)
    return { verification: 'email_verification_required' }
  }
  await verifyCode(deps.db, {
    clientId: client.id,
    purpose: 'password_reset',
    code: input.verification_code,
    maxAttempts: deps.config.OTP_MAX_ATTEMPTS,
    consume: true,
  })
  let row: ClientRow | undefined
  try {
    ;[row] = await deps.db
      .update(clients)
      .set({
        ...profileColumns(input),
        profileImage: profileImage ?? client.profileImage,
        passwordHash: await hashPassword(input.password),
        locale,
        updatedAt: new Date(),
      })
      .where(eq(clients.id, client.id))
      .returning()
  } catch (error) {
    throw fromUniqueViolation(error) ?? error
  }
  if (!row) throw new Error('update returned no row')
  await revokeClientTokens(deps.db, row.id)
  return { row, token: await issueClientToken(deps.db, row.id, deps.config.CLIENT_TOKEN_TTL_DAYS) }
}

export async function login(deps: AccountsDeps, email: string, password: string, locale: Locale) {
  const [row] = await deps.db.select().from(clients).where(byEmail(email)).limit(1)
  const valid = await verifyPassword(row?.passwordHash, password)
  if (row && !row.passwordHash && row.googleSub) {
    throw new AppError('social_account_registered', 'auth.social_account_registered')
  }
  if (!row || !valid) throw new AppError('invalid_credentials', 'auth.invalid_credentials')
  if (row.status === 'suspended') throw new AppError('account_suspended', 'auth.account_suspended')
  if (row.locale !== locale) await deps.db.update(clients).set({ locale }).where(eq(clients.id, row.id))
  return {
    row: { ...row, locale },
    token: await issueClientToken(deps.db, row.id, deps.config.CLIENT_TOKEN_TTL_DAYS),
  }
}

export async function googleLogin(deps: AccountsDeps, provider: string, idToken: string, locale: Locale) {
  if (provider !== 'google' || !deps.google) throw new AppError('provider_disabled', 'auth.provider_disabled')
  let identity: Awaited<ReturnType<GoogleVerifier>>
  try {
    identity = await deps.google(idToken)
  } catch {
    throw new AppError('social_login_failed', 'auth.social_login_failed')
  }
  let [row] = await deps.db.select().from(clients).where(eq(clients.googleSub, identity.sub)).limit(1)
  if (!row) {
    const [sameEmail] = await deps.db
      .select({ id: clients.id })
      .from(clients)
      .where(byEmail(identity.email))
      .limit(1)
    if (sameEmail) throw new AppError('user_exists', 'auth.user_exists')
    try {
      ;[row] = await deps.db
        .insert(clients)
        .values({
          name: identity.givenName,
          lastName: identity.familyName,
          email: identity.email,
          googleSub: identity.sub,
          locale,
        })
        .returning()
    } catch (error) {
      if (fromUniqueViolation(error)) throw new AppError('user_exists', 'auth.user_exists')
      throw error
    }
  }
  if (!row) throw new Error('insert returned no row')
  if (row.status === 'suspended') throw new AppError('account_suspended', 'auth.account_suspended')
  return { row, token: await issueClientToken(deps.db, row.id, deps.config.CLIENT_TOKEN_TTL_DAYS) }
}

/** Makes a code and mails it; over the account's cap (codes.ts), makes none and says when to try again. */
async function mailCode(
  deps: AccountsDeps,
  row: Pick<ClientRow, 'id' | 'email' | 'name' | 'locale'>,
  purpose: 'password_reset' | 'password_change',
): Promise<{ sent: true } | { sent: false; retryIn: number }> {
  const minutes = deps.config.OTP_EXPIRY_MINUTES
  // The code and its mail commit together: a code that counts against the caps has always been mailed.
  const result = await deps.db.transaction(async (tx) => {
    const made = await createCode(tx, row.id, purpose, minutes)
    if (made.code === null) return { sent: false as const, retryIn: made.retryIn }
    const mail = codeMail({
      to: row.email,
      name: row.name,
      code: made.code,
      minutes,
      hotel: deps.config.HOTEL_NAME,
      locale: row.locale,
      purpose,
    })
    await enqueueIn(deps.mailer, tx, mail)
    return { sent: true as const }
  })
  if (result.sent) deliverSoon(deps.mailer)
  return result
}

/**
 * Mails a reset code when the e-mail belongs to an active client. The answer must never tell whether it
 * does: the request does the same one lookup either way, and making the code and mailing it happen after
 * the answer (`defer`), where a failure or the account's cap on codes is logged, never told.
 */
export async function requestResetCode(deps: AccountsDeps, email: string, defer: Defer) {
  const [row] = await deps.db
    .select({
      id: clients.id,
      email: clients.email,
      name: clients.name,
      locale: clients.locale,
      status: clients.status,
      hasPassword: sql<boolean>`${clients.passwordHash} is not null`,
    })
    .from(clients)
    .where(byEmail(email))
    .limit(1)
  if (row?.status !== 'active') return
  defer(async () => {
    // The client's language: the one they registered or booked in, or the desk recorded for them.
    const result = await mailCode(deps, row, 'password_reset')
    if (!result.sent) deps.log.info({ client: row.id }, 'reset code not sent: the account reached its cap')
  })
}

/** The client a reset code is for; an unknown e-mail answers as a wrong code does. */
async function clientByEmailForCode(deps: AccountsDeps, email: string) {
  const [row] = await deps.db.select({ id: clients.id }).from(clients).where(byEmail(email)).limit(1)
  if (!row) throw codeInvalid()
  return row
}

export async function checkResetCode(deps: AccountsDeps, email: string, code: string) {
  const row = await clientByEmailForCode(deps, email)
  await verifyCode(deps.db, {
    clientId: row.id,
    purpose: 'password_reset',
    code,
    maxAttempts: deps.config.OTP_MAX_ATTEMPTS,
    consume: false,
  })
}

export async function resetPassword(deps: AccountsDeps, email: string, code: string, password: string) {
  // Before the code is checked: a guest who picked a common password keeps the code's tries.
  refuseCommonPassword(password)
  const row = await clientByEmailForCode(deps, email)
  await setPasswordWithCode(deps, row.id, 'password_reset', code, password)
}

/** Spends the code, sets the password and ends the client's sessions, all but `keepTokenId` when given. */
async function setPasswordWithCode(
  deps: AccountsDeps,
  clientId: string,
  purpose: 'password_reset' | 'password_change',
  code: string,
  password: string,
  keepTokenId?: string,
) {
  await verifyCode(deps.db, {
    clientId,
    purpose,
    code,
    maxAttempts: deps.config.OTP_MAX_ATTEMPTS,
    consume: true,
  })
  await deps.db
    .update(clients)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(clients.id, clientId))
  await revokeClientTokens(deps.db, clientId, keepTokenId)
}

export async function updateProfile(deps: AccountsDeps, row: ClientRow, input: ProfileUpdate) {
  const duplicates = await findDuplicates(deps.db, input, row.id)
  if (duplicates.length) throw duplicateError(duplicates)
  try {
    const [updated] = await deps.db
      .update(clients)
      .set({
        ...profileColumns(input),
        updatedAt: new Date(),
      })
      .where(eq(clients.id, row.id))
      .returning()
    return updated ?? row
  } catch (error) {
    throw fromUniqueViolation(error) ?? error
  }
}

export async function setProfileImage(deps: AccountsDeps, row: ClientRow, path: string) {
  const [updated] = await deps.db
    .update(clients)
    .set({ profileImage: path, updatedAt: new Date() })
    .where(eq(clients.id, row.id))
    .returning()
  return updated ?? row
}

/** Mails a code that confirms a password change; the signed-in guest is told when over the cap. */
export async function requestChangeCode(deps: AccountsDeps, row: ClientRow) {
  const result = await mailCode(deps, row, 'password_change')
  if (!result.sent) throw tooManyAttempts(result.retryIn)
}

/** A new password confirmed by the mailed code; every other session of the guest ends. */
export async function changePassword(
  deps: AccountsDeps,
  row: ClientRow,
  tokenId: string,
  code: string,
  password: string,
) {
  refuseCommonPassword(password)
  await setPasswordWithCode(deps, row.id, 'password_change', code, password, tokenId)
}
