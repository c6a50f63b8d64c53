import { describe, expect, it } from 'vitest'
import { scrollEdges, stepAside, topZone } from './scrolling.ts'

describe('the chat link stepping aside', () => {
  it('steps aside while the guest scrolls down', () => {
    expect(stepAside(400, 480)).toBe(true)
  })

  it('comes back as soon as the guest scrolls up', () => {
    expect(stepAside(800, 760)).toBe(false)
  })

  it('stays near the top of the page', () => {
    expect(stepAside(0, topZone - 10)).toBe(false)
  })

  it('ignores small moves', () => {
    expect(stepAside(500, 505)).toBeNull()
    expect(stepAside(500, 495)).toBeNull()
  })
})

describe('the edges of a sideways scroller', () => {
  it('at the start: more after only', () => {
    expect(scrollEdges(0, 375, 900)).toEqual({ before: false, after: true })
  })

  it('in the middle: more on both sides', () => {
    expect(scrollEdges(200, 375, 900)).toEqual({ before: true, after: true })
  })

  it('at the end (within a rounding pixel): more before only', () => {
    expect(scrollEdges(524.5, 375, 900)).toEqual({ before: true, after: false })
  })

  it('everything in view: no arrows', () => {
    expect(scrollEdges(0, 1024, 1024)).toEqual({ before: false, after: false })
  })
})
