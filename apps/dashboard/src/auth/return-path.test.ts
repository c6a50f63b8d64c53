import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './return-path.ts'

describe('safeReturnPath', () => {
  it('returns to a dashboard page the user asked for', () => {
    expect(safeReturnPath('/')).toBe('/')
    expect(safeReturnPath('/rooms/12?tab=rates#top')).toBe('/rooms/12?tab=rates#top')
  })

  it('never leaves the dashboard or loops back to sign-in', () => {
    expect(safeReturnPath('//evil.example')).toBe('/')
    expect(safeReturnPath('/\\evil.example')).toBe('/')
    expect(safeReturnPath('https://evil.example')).toBe('/')
    expect(safeReturnPath('/login')).toBe('/')
    expect(safeReturnPath('/login?x=1')).toBe('/')
    expect(safeReturnPath(undefined)).toBe('/')
    expect(safeReturnPath(42)).toBe('/')
  })
})
