import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../lib/errors.ts'

/** Turns any failure into a sentence in the user's language (see describeError). */
export function useErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (error: unknown) => {
      const message = describeError(error)
      return 'text' in message ? message.text : t(message.key)
    },
    [t],
  )
}
