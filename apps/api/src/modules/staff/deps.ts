import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { Mailer } from '../../integrations/mail.ts'
import type { SessionLimits } from '../staff-auth/service.ts'

/** What the staff people module needs from app.ts. */
export interface StaffDeps {
  db: Db
  config: Config
  mailer: Mailer
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void }
  session: SessionLimits
  /** Cookies are Secure when the public address is https. */
  secureCookie: boolean
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
