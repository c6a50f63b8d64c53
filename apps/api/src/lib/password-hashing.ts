import { hash, verify } from '@node-rs/argon2'

/** argon2id with the library's OWASP-aligned defaults: guests' and staff passwords alike. */
export const hashPassword = (password: string) => hash(password)

// Verified against when there is no stored hash (an unknown e-mail), so that the answer takes as long either way.
let decoyHash: Promise<string> | undefined

/** Whether `password` matches the stored hash; false, in the same time, when there is none. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that never matches')
  return verify(stored ?? (await decoyHash), password)
}
