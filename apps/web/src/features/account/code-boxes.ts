/**
 * The boxes of a one-time code, one digit each: what typing, pasting and erasing do to them, and which box
 * has the focus afterwards. Kept apart from the page so that every case can be tested without a browser.
 */
export interface CodeEdit {
  digits: string[]
  /** The box to focus next. */
  focus: number
}

const digitsOf = (text: string) => text.replace(/\D/g, '').split('').filter(Boolean)

/** Writes `chars` from box `start` on (as many as fit) and focuses the box after the last one written. */
function fillFrom(digits: string[], start: number, chars: string[]): CodeEdit {
  const fitting = chars.slice(0, digits.length - start)
  return {
    digits: digits.map((digit, i) =>
      i >= start && i < start + fitting.length ? (fitting[i - start] ?? '') : digit,
    ),
    focus: Math.min(start + fitting.length, digits.length - 1),
  }
}

/**
 * A digit typed in box `index` replaces what the box held and moves on, also when it is the same digit:
 * typing the code again over filled boxes must not leave the focus behind.
 */
export function typeDigit(digits: string[], index: number, digit: string): CodeEdit {
  return fillFrom(digits, index, digitsOf(digit).slice(0, 1))
}

/**
 * What the browser wrote into box `index` when no key told us first (some phone keyboards, autofill of the
 * code from a text message). A filled box with its caret beside the old digit receives two digits: the new
 * one is the one that is not the old (either order). More digits are a pasted or autofilled code.
 */
export function enterText(digits: string[], index: number, value: string): CodeEdit {
  const chars = digitsOf(value)
  if (chars.length === 0)
    return { digits: digits.map((digit, i) => (i === index ? '' : digit)), focus: index }
  if (chars.length >= digits.length) return fillFrom(digits, 0, chars)
  const old = digits[index]
  if (chars.length === 2 && old)
    return typeDigit(digits, index, chars[0] === old ? (chars[1] ?? '') : (chars[0] ?? ''))
  return fillFrom(digits, index, chars)
}

/** Pasted text: a whole code fills every box whichever box has the focus; a part fills from box `index`. */
export function pasteText(digits: string[], index: number, text: string): CodeEdit | null {
  const chars = digitsOf(text)
  if (chars.length === 0) return null
  return fillFrom(digits, chars.length >= digits.length ? 0 : index, chars)
}

/** Backspace: empties the box; in an empty box, empties the one before and goes there. */
export function erase(digits: string[], index: number): CodeEdit {
  const target = digits[index] || index === 0 ? index : index - 1
  return { digits: digits.map((digit, i) => (i === target ? '' : digit)), focus: target }
}
