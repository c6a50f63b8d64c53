import type { UseFormRegisterReturn } from 'react-hook-form'
import { InputField } from './field.tsx'

/** One end of a period: its label, hint and error sentence, and what `register(name)` answers. */
interface DateBound {
  label: string
  hint?: string
  error: string | undefined
  registration: UseFormRegisterReturn
}

/**
 * The two dates of a period (a season, a promotion, a closure), in the form's grid; the server's rule that the end
 * comes after the start answers as the end's error.
 */
export function DateRangeFields({ start, end }: { start: DateBound; end: DateBound }) {
  return (
    <>
      <InputField {...start} type="date" />
      <InputField {...end} type="date" />
    </>
  )
}
