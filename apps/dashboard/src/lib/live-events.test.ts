import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { applyStaffEvent } from './live-events.ts'

function clientWith(keys: string[][]) {
  const queryClient = new QueryClient()
  for (const key of keys) queryClient.setQueryData(key, { loaded: true })
  return queryClient
}

const stale = (queryClient: QueryClient, key: string[]) => queryClient.getQueryState(key)?.isInvalidated

describe('applyStaffEvent', () => {
  it('marks stale the screens a change touches, and leaves the others', () => {
    const queryClient = clientWith([
      ['staff', 'board', '2026-12-01'],
      ['staff', 'housekeeping'],
      ['staff', 'products', 'list'],
    ])
    applyStaffEvent(queryClient, JSON.stringify({ topic: 'room', id: 'r1' }))
    expect(stale(queryClient, ['staff', 'board', '2026-12-01'])).toBe(true)
    expect(stale(queryClient, ['staff', 'housekeeping'])).toBe(true)
    expect(stale(queryClient, ['staff', 'products', 'list'])).toBe(false)
  })

  it('ignores a line that is not an event', () => {
    const queryClient = clientWith([['staff', 'board']])
    applyStaffEvent(queryClient, 'not json')
    applyStaffEvent(queryClient, JSON.stringify({ topic: 'weather', id: 'x' }))
    expect(stale(queryClient, ['staff', 'board'])).toBe(false)
  })
})
