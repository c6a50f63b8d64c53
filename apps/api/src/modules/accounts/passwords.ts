import { dictionary } from '@zxcvbn-ts/language-common'
import { AppError } from '../../http/errors.ts'

// zxcvbn-ts's list of common passwords (@zxcvbn-ts/language-common, pinned in apps/api/package.json): 49,233
// passwords from leaked password sets, most common first, all in lower case; 17,950 of them have the 8
// characters a password needs anyway. Kept on the server: at about 380 KB it is too big for the web's bundle.
let common: Set<string> | undefined

/** A password from the common list (in any letter case), or one character repeated ("aaaaaaaa"). */
function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'])
  return common.has(password.toLowerCase()) || /^(.)\1*$/su.test(password)
}

/** Refuses a common password with the same 422 shape as the contract's own field checks. */
export function refuseCommonPassword(password: string) {
  if (isCommonPassword(password)) {
    throw new AppError(
      'validation_failed',
      'validation_failed',
      {},
      {
        password: [{ key: 'validation.password_common' }],
      },
    )
  }
}
