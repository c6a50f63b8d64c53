import { OAuth2Client, type TokenPayload } from 'google-auth-library'

interface GoogleIdentity {
  sub: string
  email: string
  givenName: string
  familyName: string
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>

const issuers = ['accounts.google.com', 'https://accounts.google.com']

/**
 * Verifies a Google ID token (signature, audience = our client id, issuer, expiry) on the server. Google's
 * certificates are fetched by the library unless `certs` is given (tests sign with a local key).
 */
export function createGoogleVerifier(
  clientId: string,
  certs?: () => Promise<Record<string, string>>,
): GoogleVerifier {
  const client = new OAuth2Client({ clientId })
  return async (idToken) => {
    const ticket = certs
      ? await client.verifySignedJwtWithCertsAsync(idToken, await certs(), clientId, issuers)
      : await client.verifyIdToken({ idToken, audience: clientId })
    const payload: TokenPayload | undefined = ticket.getPayload()
    if (!payload?.sub || !payload.email || payload.email_verified === false) {
      throw new Error('Google token without a verified e-mail')
    }
    return {
      sub: payload.sub,
      email: payload.email.toLowerCase(),
      givenName: payload.given_name ?? payload.email.split('@')[0] ?? '',
      familyName: payload.family_name ?? '',
    }
  }
}
