import type { FastifyRequest } from 'fastify'

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]']

const originOf = (url: string): string | null => {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/**
 * The origins the guest site is served at: PUBLIC_URL's and PUBLIC_ORIGINS'. A loopback PUBLIC_URL (a laptop,
 * the e2e) stands for every loopback name on its port: the same server, reached as localhost or 127.0.0.1.
 */
export function publicOrigins(config: {
  publicUrl: string
  PUBLIC_ORIGINS?: string[] | undefined
}): Set<string> {
  const origins = new Set<string>()
  for (const url of [config.publicUrl, ...(config.PUBLIC_ORIGINS ?? [])]) {
    const origin = originOf(url)
    if (!origin) continue
    origins.add(origin)
    const parsed = new URL(origin)
    if (loopbackHosts.includes(parsed.hostname))
      for (const host of loopbackHosts) {
        parsed.hostname = host
        origins.add(parsed.origin)
      }
  }
  return origins
}

/**
 * Where the bank's 3-D Secure page sends the guest back: the origin their browser is on (its Origin header,
 * else its Referer's), when it is one of the public origins; anything else gets the configured PUBLIC_URL,
 * so a forged header can never send a guest to another site.
 */
export function returnOriginOf(request: FastifyRequest, origins: Set<string>, publicUrl: string): string {
  const { origin, referer } = request.headers
  const claimed = typeof origin === 'string' ? originOf(origin) : referer ? originOf(referer) : null
  return claimed && origins.has(claimed) ? claimed : publicUrl
}
