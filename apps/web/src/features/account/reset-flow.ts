import { storagePrefix } from '../../lib/api.ts'

/** The password recovery in progress: the e-mail, then the checked code (sessionStorage, this tab only). */
export interface ResetFlow {
  email: string
  code?: string
}

const key = `${storagePrefix}password-reset`

export function readResetFlow(): ResetFlow | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as ResetFlow | null
    return value && typeof value.email === 'string' ? value : null
  } catch {
    return null
  }
}

export function saveResetFlow(flow: ResetFlow) {
  try {
    sessionStorage.setItem(key, JSON.stringify(flow))
  } catch {
    // Private mode without storage: the next page sends the guest back to the first step.
  }
}

export function clearResetFlow() {
  try {
    sessionStorage.removeItem(key)
  } catch {}
}
