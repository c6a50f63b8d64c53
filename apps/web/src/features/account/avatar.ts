/**
 * The avatar's background when a guest has no picture: one of 11 colours, chosen by the first letter of
 * the name (the spec), so a guest always gets the same colour. White initials on each meet WCAG AA.
 */
export const avatarColors = [
  { hex: '#1f4f36', className: 'bg-[#1f4f36]' }, // pine
  { hex: '#5c3d27', className: 'bg-[#5c3d27]' }, // coffee
  { hex: '#82391e', className: 'bg-[#82391e]' }, // clay
  { hex: '#1d4f8a', className: 'bg-[#1d4f8a]' }, // lake blue
  { hex: '#6b3a8a', className: 'bg-[#6b3a8a]' }, // plum
  { hex: '#8a2e4f', className: 'bg-[#8a2e4f]' }, // berry
  { hex: '#0f5c61', className: 'bg-[#0f5c61]' }, // teal
  { hex: '#4a5a1c', className: 'bg-[#4a5a1c]' }, // olive
  { hex: '#7a4a0e', className: 'bg-[#7a4a0e]' }, // tobacco
  { hex: '#3d4a5c', className: 'bg-[#3d4a5c]' }, // slate
  { hex: '#9b2c2c', className: 'bg-[#9b2c2c]' }, // brick
] as const
export type AvatarColor = (typeof avatarColors)[number]

/** The first letter of a name without accents, upper case ("Ñoño" -> "N", "élan" -> "E"). */
function firstLetter(name: string): string {
  return (
    name
      .trim()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .charAt(0)
      .toUpperCase() || ''
  )
}

/** Classes are written out in full so Tailwind generates them (no inline styles: the CSP forbids them). */
export function avatarColor(name: string): AvatarColor {
  const letter = firstLetter(name)
  if (!letter) return avatarColors[0]
  const code = letter.charCodeAt(0)
  // A..Z map in order (A -> 0, L -> 0 again, ...); anything else by its code point.
  const index = code >= 65 && code <= 90 ? (code - 65) % avatarColors.length : code % avatarColors.length
  return avatarColors[index] ?? avatarColors[0]
}

/** "Ana", "López" -> "AL"; a single name gives one letter; no name gives "". */
export function initials(name: string, lastName = ''): string {
  return `${firstLetter(name)}${firstLetter(lastName)}`
}
