import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** Where answers go when not to the sender (a contact message: the guest who wrote it). */
  replyTo?: string
}

export interface SendOptions {
  /** Called when an attempt to deliver the mail fails (the outbox's; a transport sends at once and throws). */
  onFailure?: () => Promise<void>
}

export interface Mailer {
  send(mail: Mail, options?: SendOptions): Promise<void>
}

/**
 * The transport the app's outbox (mail-outbox.ts) delivers through; routes send through the outbox. SMTP when
 * SMTP_URL is set; otherwise every mail is written to `<dataDir>/mail/` as an .eml file, with a log line saying
 * where and to whom. A mail's content (a one-time code, say) is never logged, in any environment.
 */
export function createMailer(options: {
  from: string
  smtpUrl?: string
  dataDir: string
  log: FastifyBaseLogger
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail })
      },
    }
  }
  const outbox = path.join(options.dataDir, 'mail')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail })
      await mkdir(outbox, { recursive: true })
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      )
      await writeFile(file, info.message as Buffer)
      options.log.info({ mail: file, to: mail.to }, 'mail written to the outbox')
    },
  }
}
