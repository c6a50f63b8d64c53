import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyHelmet from '@fastify/helmet'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import { maxImageBytes, type Permission } from '@hotel/contract'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { staffEventRoutes } from './events/routes.ts'
import { staffEventHub } from './events/staff-events.ts'
import { registerAuth, staffCookie } from './http/auth.ts'
import { clientErrors, frameworkErrors, registerErrorHandling } from './http/errors.ts'
import { registerNulGuard } from './http/nul-guard.ts'
import { loadPageRenderer, type PageRenderer } from './http/render.ts'
import { registerSite } from './http/site.ts'
import { createGoogleVerifier, type GoogleVerifier } from './integrations/google.ts'
import { createMailer, type Mailer } from './integrations/mail.ts'
import { createMailOutbox, type MailOutbox } from './integrations/mail-outbox.ts'
import { createPaymentProvider } from './integrations/payments/index.ts'
import { accountRoutes } from './modules/accounts/routes.ts'
import { clientForToken } from './modules/accounts/sessions.ts'
import { auditRoutes } from './modules/audit/routes.ts'
import { breakfastRoutes } from './modules/breakfasts/routes.ts'
import { cashRoutes } from './modules/cash/routes.ts'
import { clientRoutes } from './modules/clients/routes.ts'
import { currencyRoutes } from './modules/currencies/routes.ts'
import { extraRoutes } from './modules/extras/routes.ts'
import { folioRoutes } from './modules/folio/routes.ts'
import { goalRoutes } from './modules/goals/routes.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { housekeepingRoutes } from './modules/housekeeping/routes.ts'
import { inboxRoutes } from './modules/inbox/routes.ts'
import { inventoryRoutes } from './modules/inventory/routes.ts'
import { nightAuditRoutes } from './modules/night-audit/routes.ts'
import { paymentRoutes } from './modules/payments/routes.ts'
import { priceRoutes } from './modules/prices/routes.ts'
import { promotionRoutes } from './modules/promotions/routes.ts'
import { reportRoutes } from './modules/reports/routes.ts'
import { deskReservationRoutes } from './modules/reservations/desk-routes.ts'
import { reservationRoutes } from './modules/reservations/routes.ts'
import { reviewRoutes } from './modules/reviews/routes.ts'
import { roleRoutes } from './modules/roles/routes.ts'
import { describeGuestPage, roomPagePaths } from './modules/rooms/guest-pages.ts'
import { roomImageRoutes } from './modules/rooms/image-routes.ts'
import { roomRoutes } from './modules/rooms/routes.ts'
import { searchAnswers } from './modules/rooms/search-answers.ts'
import { staffRoomRoutes } from './modules/rooms/staff-routes.ts'
import { serviceRoutes } from './modules/services/routes.ts'
import { settingsRoutes } from './modules/settings/routes.ts'
import { hotelFacts } from './modules/settings/service.ts'
import { staffRoutes } from './modules/staff/routes.ts'
import { staffAuthRoutes } from './modules/staff-auth/routes.ts'
import { staffSessionFor } from './modules/staff-auth/service.ts'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the `n` nearest hops". */
const trustedHops = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting

/** The OpenAPI document shows each staff route's permission (and marks staff routes with the session cookie). */
const withPermissions: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input)
  const { auth, permission } = input.route.config ?? {}
  if (!permission && auth !== 'staff') return output
  const schema = output.schema as Record<string, unknown>
  const needs = permission ? `Permission: \`${permission}\`.` : 'Any signed-in staff member.'
  return {
    ...output,
    schema: {
      ...schema,
      description: [schema.description, needs].filter(Boolean).join('\n\n'),
      'x-permission': permission ?? null,
      security: [{ staffSession: [] }],
    },
  }
}

export interface RouteAccess {
  method: string
  url: string
  auth?: 'client' | 'staff'
  permission?: Permission
}

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: RouteAccess[]
    /** Where routes' mails wait to be delivered (tests drain it before reading what was sent). */
    mailOutbox: MailOutbox
  }
}

export interface AppDeps {
  config: Config
  database: Database
  logger?: FastifyServerOptions['logger']
  /** Where the built apps are; defaults to the workspaces' build output. */
  webBuildDir?: string
  dashboardDir?: string
  /** Replace the transport the mail outbox delivers through, or Google's token check (tests). */
  mailer?: Mailer
  google?: GoogleVerifier | null
  /** How pages that are not pre-rendered are rendered; defaults to the web build's server bundle (tests). */
  renderPage?: PageRenderer | null
}

/** The whole HTTP application: plugins, error model, every module, and the built apps. */
export async function buildApp({
  config,
  database,
  logger,
  webBuildDir,
  dashboardDir,
  renderPage,
  ...deps
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only the configured proxies may say who the caller is: X-Forwarded-For from anyone else is ignored.
    trustProxy: trustedHops(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrors(config.DEFAULT_LOCALE),
    clientErrorHandler: clientErrors(config.DEFAULT_LOCALE),
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // The API speaks JSON only: any other body type is a 415, not a string handed to validation.
  app.removeContentTypeParser('text/plain')
  registerErrorHandling(app, { bodyLimit: config.BODY_LIMIT_BYTES, defaultLocale: config.DEFAULT_LOCALE })
  registerNulGuard(app)
  // Every route with what it declares about access: the access-matrix test walks this list.
  const routes: RouteAccess[] = []
  app.decorate('routeAccess', routes)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          auth: route.config?.auth,
          permission: route.config?.permission,
        })
  })
  await app.register(fastifyCookie)
  const sessionLimits = { hours: config.STAFF_TOKEN_TTL_HOURS, idleMinutes: config.STAFF_IDLE_MINUTES }
  registerAuth(app, {
    client: (token) => clientForToken(database.db, token),
    staff: (token) => staffSessionFor(database.db, token, sessionLimits),
  })

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameAncestors: ["'none'"],
      },
    },
  })
  await app.register(fastifyCompress, { threshold: 1024 })
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxImageBytes, files: 1, fields: 30, fieldSize: 10_000 },
  })

  // Uploaded pictures have unique names, so they never change: cache them for a year.
  const uploadsDir = path.join(config.dataDir, 'uploads')
  await mkdir(uploadsDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  })

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'))
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect())
    })
  }
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'hotel-rate-limit:',
    // A Redis outage must not take the API down with it.
    skipOnError: true,
    // Route limits and `createRateLimit` inherit this.
    allowList: (request) => config.RATE_LIMIT_EXEMPT.includes(request.ip),
  })

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.HOTEL_NAME} API`,
        version: '1.0.0',
        description:
          'Rooms, bookings, accounts and the staff dashboard. Errors answer `{ message, code, errors? }`.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          staffSession: { type: 'apiKey', in: 'cookie', name: staffCookie },
        },
      },
    },
    transform: withPermissions,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' })

  const staffEvents = staffEventHub(database)
  await staffEvents.start()
  app.addHook('onClose', () => staffEvents.close())

  const roomSearches = searchAnswers(database)
  await roomSearches.start()
  app.addHook('onClose', () => roomSearches.close())
  // A write this instance answers may have changed what a search shows: its caller's next search must see it,
  // before the database's notification of the change arrives.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS')
      roomSearches.forget()
    return payload
  })

  const mailer = createMailOutbox({
    db: database.db,
    transport:
      deps.mailer ??
      createMailer({
        from: config.MAIL_FROM,
        smtpUrl: config.SMTP_URL,
        dataDir: config.dataDir,
        log: app.log,
      }),
    log: app.log,
  })
  app.decorate('mailOutbox', mailer)
  mailer.start()
  app.addHook('onClose', () => mailer.close())

  await app.register(
    async (api) => {
      // Answers are private unless a route says otherwise, and always when the caller sent credentials.
      api.addHook('onSend', async (request, reply, payload) => {
        if (request.headers.authorization || !reply.hasHeader('cache-control'))
          reply.header('cache-control', 'no-store')
        return payload
      })
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
      await api.register(healthRoutes, { database })
      await api.register(settingsRoutes, { db: database.db })
      await api.register(serviceRoutes, { db: database.db })
      await api.register(roomRoutes, { db: database.db, searches: roomSearches })
      await api.register(roomImageRoutes, { db: database.db, uploadsDir })
      await api.register(staffRoomRoutes, { db: database.db })
      await api.register(staffEventRoutes, { hub: staffEvents })
      await api.register(accountRoutes, {
        uploadsDir,
        deps: {
          db: database.db,
          config,
          log: app.log,
          mailer,
          google:
            deps.google !== undefined
              ? deps.google
              : config.GOOGLE_CLIENT_ID
                ? createGoogleVerifier(config.GOOGLE_CLIENT_ID)
                : null,
        },
      })
      await api.register(paymentRoutes, {
        deps: { db: database.db, provider: createPaymentProvider(config), config, mailer },
        log: app.log,
      })
      await api.register(reviewRoutes, { db: database.db })
      await api.register(clientRoutes, { db: database.db, defaultLocale: config.DEFAULT_LOCALE })
      await api.register(inboxRoutes, { db: database.db, mailer, log: app.log })
      await api.register(reservationRoutes, {
        db: database.db,
        mailer,
        publicUrl: config.publicUrl,
        log: app.log,
        config,
      })
      await api.register(deskReservationRoutes, {
        db: database.db,
        mailer,
        publicUrl: config.publicUrl,
        log: app.log,
        config,
      })
      await api.register(staffAuthRoutes, {
        db: database.db,
        session: sessionLimits,
        secureCookie: config.publicUrl.startsWith('https:'),
      })
      await api.register(staffRoutes, {
        db: database.db,
        config,
        mailer,
        log: app.log,
        session: sessionLimits,
        secureCookie: config.publicUrl.startsWith('https:'),
      })
      await api.register(roleRoutes, { db: database.db })
      await api.register(auditRoutes, { db: database.db })
      await api.register(priceRoutes, { db: database.db })
      await api.register(promotionRoutes, { db: database.db })
      await api.register(inventoryRoutes, { db: database.db })
      await api.register(currencyRoutes, { db: database.db })
      await api.register(cashRoutes, { db: database.db })
      await api.register(extraRoutes, { db: database.db })
      await api.register(folioRoutes, { db: database.db })
      await api.register(housekeepingRoutes, { db: database.db })
      await api.register(breakfastRoutes, { db: database.db })
      await api.register(reportRoutes, { db: database.db })
      await api.register(goalRoutes, { db: database.db })
      await api.register(nightAuditRoutes, { db: database.db })
    },
    { prefix: '/api/v1' },
  )

  const webBuild = webBuildDir ?? path.join(repoRoot, 'apps/web/build')
  await registerSite(app, {
    webBuildDir: webBuild,
    renderPage: renderPage === undefined ? await loadPageRenderer(webBuild) : renderPage,
    dashboardDir: dashboardDir ?? path.join(repoRoot, 'apps/dashboard/dist'),
    defaultLocale: config.DEFAULT_LOCALE,
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID),
    describePage: describeGuestPage(database.db, roomSearches, config.publicUrl),
    publicUrl: config.publicUrl,
    dynamicRoutes: roomPagePaths(database.db),
    hotelFacts: () => hotelFacts(database.db),
  })
  return app
}
