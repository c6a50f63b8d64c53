import { describe, expect, it } from 'vitest'
import { type CodeEdit, enterText, erase, pasteText, typeDigit } from './code-boxes.ts'

const empty = () => Array<string>(6).fill('')
const boxes = (code: string) => code.split('').map((char) => (char === '_' ? '' : char))
const shown = (edit: CodeEdit | null) =>
  edit ? `${edit.digits.map((d) => d || '_').join('')}@${edit.focus}` : null

/** Types every character of `code` from box 0 on, the way the page applies key presses. */
function typeAll(start: string[], code: string, through: typeof typeDigit = typeDigit): CodeEdit {
  let edit: CodeEdit = { digits: start, focus: 0 }
  for (const char of code) edit = through(edit.digits, edit.focus, char)
  return edit
}

describe('typing into the code boxes', () => {
  it('fills the boxes one by one and stays on the last', () => {
    expect(shown(typeAll(empty(), '123456'))).toBe('123456@5')
  })

  it('typing the same code again over filled boxes keeps every digit', () => {
    expect(shown(typeAll(boxes('123456'), '123456'))).toBe('123456@5')
  })

  it('typing another code over filled boxes replaces each digit', () => {
    expect(shown(typeAll(boxes('123456'), '987654'))).toBe('987654@5')
    expect(shown(typeAll(boxes('112233'), '121212'))).toBe('121212@5')
  })

  it('ignores what is not a digit', () => {
    expect(shown(typeDigit(empty(), 0, 'a'))).toBe('______@0')
  })
})

describe('what the browser wrote into a box (no key event)', () => {
  it('a filled box with the caret after the old digit takes the new one', () => {
    expect(shown(enterText(boxes('123456'), 1, '27'))).toBe('173456@2')
  })

  it('a filled box with the caret before the old digit takes the new one', () => {
    expect(shown(enterText(boxes('123456'), 1, '72'))).toBe('173456@2')
  })

  it('the same digit typed beside itself keeps it and moves on', () => {
    expect(shown(enterText(boxes('123456'), 1, '22'))).toBe('123456@2')
  })

  it('retyping the whole code through the browser loses nothing', () => {
    // The page keeps the caret beside the old digit, so each box receives old + new.
    let edit: CodeEdit = { digits: boxes('123456'), focus: 0 }
    for (const char of '123456') {
      const old = edit.digits[edit.focus] ?? ''
      edit = enterText(edit.digits, edit.focus, `${old}${char}`)
    }
    expect(shown(edit)).toBe('123456@5')
  })

  it('an empty value empties the box and keeps the focus', () => {
    expect(shown(enterText(boxes('123456'), 3, ''))).toBe('123_56@3')
  })

  it('a whole code (autofill from a message) fills every box from the first', () => {
    expect(shown(enterText(empty(), 2, '482913'))).toBe('482913@5')
  })

  it('a few digits fill from the box', () => {
    expect(shown(enterText(empty(), 1, '123'))).toBe('_123__@4')
  })
})

describe('pasting', () => {
  it('a whole code fills every box, whichever box has the focus', () => {
    expect(shown(pasteText(boxes('111111'), 3, ' 482-913 '))).toBe('482913@5')
  })

  it('a longer text keeps the first digits', () => {
    expect(shown(pasteText(empty(), 0, '4829137'))).toBe('482913@5')
  })

  it('part of a code fills from the focused box', () => {
    expect(shown(pasteText(empty(), 2, '48'))).toBe('__48__@4')
  })

  it('text without digits changes nothing', () => {
    expect(pasteText(empty(), 0, 'code')).toBeNull()
  })
})

describe('backspace', () => {
  it('empties a filled box and stays', () => {
    expect(shown(erase(boxes('123456'), 5))).toBe('12345_@5')
  })

  it('in an empty box empties the one before and goes there', () => {
    expect(shown(erase(boxes('12345_'), 5))).toBe('1234__@4')
  })

  it('erases the whole code from the end', () => {
    let edit: CodeEdit = { digits: boxes('123456'), focus: 5 }
    for (let i = 0; i < 6; i++) edit = erase(edit.digits, edit.focus)
    expect(shown(edit)).toBe('______@0')
  })

  it('in the first empty box does nothing', () => {
    expect(shown(erase(empty(), 0))).toBe('______@0')
  })
})
