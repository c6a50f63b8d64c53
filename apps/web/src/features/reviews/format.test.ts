import { describe, expect, it } from 'vitest'
import { formatAverage, formatReviewDate, formatStayMonth, reviewerName, starFills } from './format.ts'

describe('reviewerName', () => {
  it('signs with the first name and the last name initial', () => {
    expect(reviewerName('Ana', 'López')).toBe('Ana L.')
    expect(reviewerName(' Ana ', 'élan')).toBe('Ana É.')
  })
  it('copes with a missing part', () => {
    expect(reviewerName('Ana', '')).toBe('Ana')
    expect(reviewerName('', 'López')).toBe('L.')
  })
})

describe('formatAverage', () => {
  it('shows one decimal in the page language', () => {
    expect(formatAverage(4.56, 'en')).toBe('4.6')
    // Nicaragua writes decimals with a point.
    expect(formatAverage(4.56, 'es')).toBe('4.6')
    expect(formatAverage(5, 'en')).toBe('5.0')
  })
})

describe('formatReviewDate', () => {
  it('shows the month and year in Managua time', () => {
    expect(formatReviewDate('2026-12-01T03:00:00Z', 'en')).toBe('November 2026')
    expect(formatReviewDate('2026-12-01T03:00:00Z', 'es')).toMatch(/^noviembre (de )?2026$/)
    expect(formatReviewDate('nonsense', 'en')).toBe('')
  })
})

describe('starFills', () => {
  it('fills whole and half stars', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full'])
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty'])
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty'])
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty'])
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half'])
  })
})

describe('formatStayMonth', () => {
  it('names the month of the stay in the page language', () => {
    expect(formatStayMonth('2026-10', 'en')).toBe('October 2026')
    expect(formatStayMonth('2026-10', 'es')).toBe('octubre de 2026')
    expect(formatStayMonth('2027-01', 'es')).toBe('enero de 2027')
    expect(formatStayMonth('October', 'en')).toBe('')
  })
})
