import { describe, expect, it } from 'vitest'
import { avatarColor, avatarColors, initials } from './avatar.ts'

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05)

describe('avatar colour', () => {
  it('has 11 distinct colours, each AA (4.5:1) behind white initials', () => {
    expect(avatarColors).toHaveLength(11)
    expect(new Set(avatarColors.map((color) => color.hex)).size).toBe(11)
    for (const color of avatarColors) {
      expect(contrastWithWhite(color.hex), color.hex).toBeGreaterThanOrEqual(4.5)
      expect(color.className).toBe(`bg-[${color.hex}]`)
    }
  })

  it('is chosen by the first letter of the name, the same every time', () => {
    expect(avatarColor('Ana')).toBe(avatarColors[0])
    expect(avatarColor('Bruno')).toBe(avatarColors[1])
    expect(avatarColor('Karla')).toBe(avatarColors[10])
    // L is the 12th letter: the colours wrap around.
    expect(avatarColor('Luis')).toBe(avatarColors[0])
    expect(avatarColor('Zoe')).toBe(avatarColors[25 % 11])
    expect(avatarColor('ana')).toBe(avatarColor('Ana'))
    expect(avatarColor('  Ana')).toBe(avatarColor('Ana'))
    expect(avatarColor('Ana')).toBe(avatarColor('Alberto'))
  })

  it('ignores accents and handles names that do not start with A-Z', () => {
    expect(avatarColor('Álvaro')).toBe(avatarColor('Alvaro'))
    expect(avatarColor('Ñusta')).toBe(avatarColor('Nusta'))
    expect(avatarColor('')).toBe(avatarColors[0])
    expect(avatarColors).toContain(avatarColor('李'))
    expect(avatarColors).toContain(avatarColor('7'))
  })
})

describe('initials', () => {
  it('takes the first letters of name and last name, upper case, without accents', () => {
    expect(initials('ana', 'lópez')).toBe('AL')
    expect(initials('Élan')).toBe('E')
    expect(initials('', '')).toBe('')
  })
})
