/**
 * Values kept in localStorage under a configurable prefix, encrypted with AES-GCM (Web Crypto). The key
 * is derived (HKDF-SHA-256) from a secret and a salt fixed at build time (VITE_STORAGE_KEY,
 * VITE_STORAGE_SALT); every write uses a fresh random 96-bit IV stored in front of the ciphertext.
 *
 * This is obfuscation, not protection: the secret ships inside the JavaScript. It keeps the session out
 * of casual sight (and out of naive scrapers); the token's real safety is the server's (random,
 * stored hashed, expiring, revoked on sign-out).
 */

export interface SecureStorage {
  get<T>(name: string): Promise<T | null>
  set(name: string, value: unknown): Promise<void>
  remove(name: string): void
  /** The full localStorage key of a name (prefix + name). */
  keyOf(name: string): string
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** The AES-GCM key for a secret and salt. */
async function deriveStorageKey(subtle: SubtleCrypto, secret: string, salt: string): Promise<CryptoKey> {
  const material = await subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
  return subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(salt), info: encoder.encode('web-storage') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export function createSecureStorage(options: {
  storage: Storage
  crypto: Crypto
  secret: string
  salt: string
  prefix: string
}): SecureStorage {
  const { storage, crypto, prefix } = options
  let key: Promise<CryptoKey> | undefined
  const getKey = () => {
    key ??= deriveStorageKey(crypto.subtle, options.secret, options.salt)
    return key
  }
  const keyOf = (name: string) => `${prefix}${name}`

  return {
    keyOf,
    async get<T>(name: string): Promise<T | null> {
      const stored = storage.getItem(keyOf(name))
      if (stored === null) return null
      try {
        const bytes = fromBase64(stored)
        const plain = await crypto.subtle.decrypt(
          // The name is authenticated too: a value copied under another key does not decrypt.
          { name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: encoder.encode(name) },
          await getKey(),
          bytes.slice(12),
        )
        return JSON.parse(decoder.decode(plain)) as T
      } catch {
        // Tampered with, or written with another key (a new build's secret): forget it.
        storage.removeItem(keyOf(name))
        return null
      }
    },
    async set(name: string, value: unknown) {
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const cipher = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
        await getKey(),
        encoder.encode(JSON.stringify(value)),
      )
      const bytes = new Uint8Array(12 + cipher.byteLength)
      bytes.set(iv)
      bytes.set(new Uint8Array(cipher), 12)
      storage.setItem(keyOf(name), toBase64(bytes))
    },
    remove(name: string) {
      storage.removeItem(keyOf(name))
    },
  }
}
