import { oneTimeCodeLength } from '@hotel/contract'
import type { ClipboardEvent, KeyboardEvent, RefObject } from 'react'
import { FieldError } from '../../components/form.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { type CodeEdit, enterText, erase, pasteText, typeDigit } from './code-boxes.ts'

/** Empty boxes for a one-time code. */
export const emptyCode = (): string[] => Array(oneTimeCodeLength).fill('')

/**
 * The boxes of a mailed one-time code, one digit each (password recovery, and proving an e-mail when
 * registering it). The owner keeps the digits and the boxes (to focus one); what keys, typing and
 * pasting do is in code-boxes.ts. `error.all`: the whole code is wrong, not just some empty boxes.
 */
export function CodeField({
  digits,
  onChange,
  boxes,
  error,
  errorId = 'code-error',
}: {
  digits: string[]
  onChange: (digits: string[]) => void
  boxes: RefObject<(HTMLInputElement | null)[]>
  error?: { text: string; all: boolean }
  errorId?: string
}) {
  const { t } = useTranslation('auth')
  const codeLength = digits.length

  const apply = (edit: CodeEdit | null) => {
    if (!edit) return
    onChange(edit.digits)
    boxes.current[edit.focus]?.focus()
  }

  // Digits and Backspace are handled at the key, so that a digit typed over the same digit still moves on
  // (the box's value would not change, and no change event would follow).
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    let edit: CodeEdit | null = null
    if (/^\d$/.test(event.key)) edit = typeDigit(digits, index, event.key)
    else if (event.key === 'Backspace') edit = erase(digits, index)
    else if (event.key === 'ArrowLeft' && index > 0) edit = { digits, focus: index - 1 }
    else if (event.key === 'ArrowRight' && index < codeLength - 1) edit = { digits, focus: index + 1 }
    if (!edit) return
    event.preventDefault()
    apply(edit)
  }

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    apply(pasteText(digits, index, event.clipboardData.getData('text')))
  }

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">{t('verify.label')}</legend>
      <div className="flex justify-between gap-2">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions of the code
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            value={digit}
            onChange={(event) => apply(enterText(digits, index, event.target.value))}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            // The caret after the digit, not a selection: a phone keyboard's digit then changes the value
            // (old and new digit), so the change is seen even when both are the same.
            onFocus={(event) => {
              const end = event.target.value.length
              event.target.setSelectionRange(end, end)
            }}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={codeLength}
            aria-label={t('verify.digit', { position: index + 1, total: codeLength })}
            aria-invalid={error && (error.all || !digit) ? true : undefined}
            className="field-input h-14 w-full max-w-14 px-0 text-center text-lg font-semibold tabular-nums"
          />
        ))}
      </div>
      <FieldError id={errorId} error={error?.text} />
    </fieldset>
  )
}
