import type { ReactNode } from 'react'

/** Where a value goes in a translated text: `withValue(t(key, { reference: slot }), 'ABCD-2345')`. */
export const slot = '\u0001'

/** A translated text with a value that must not break across lines (a reference such as "ABCD-2345"). */
export function withValue(text: string, value: string): ReactNode {
  const [before, after = ''] = text.split(slot)
  return (
    <>
      {before}
      <span className="whitespace-nowrap">{value}</span>
      {after}
    </>
  )
}
