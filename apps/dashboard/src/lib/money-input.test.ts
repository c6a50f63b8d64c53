import { describe, expect, it } from 'vitest'
import { centsToInput, toCents } from './money-input.ts'

describe('amounts in form fields', () => {
  it('reads a typed amount as minor units, leaving anything else for the schema to refuse', () => {
    expect(toCents('45.5')).toBe(4550)
    expect(toCents('65')).toBe(6500)
    expect(toCents(' 45,50 ')).toBe(4550)
    expect(toCents('abc')).toBe('abc')
  })

  it('shows minor units with their two decimals', () => {
    expect(centsToInput(7000)).toBe('70.00')
    expect(centsToInput(4550)).toBe('45.50')
  })
})
