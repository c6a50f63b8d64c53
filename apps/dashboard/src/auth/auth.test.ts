import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { hotelQueryKey } from '../lib/hotel.ts'
import { owner } from '../test-support.tsx'
import { authStatus, forgetSession, sessionQueryKey } from './auth.tsx'

describe('auth status', () => {
  it('follows what GET /staff/auth/me said', () => {
    expect(authStatus(owner, false)).toBe('authenticated')
    // A failed re-check (offline for a moment) keeps the person signed in with what is known.
    expect(authStatus(owner, true)).toBe('authenticated')
    expect(authStatus(null, false)).toBe('anonymous')
    expect(authStatus(undefined, true)).toBe('error')
    expect(authStatus(undefined, false)).toBe('loading')
  })
})

describe('forgetting a session', () => {
  it('drops everything the person loaded but the hotel facts, and marks the session as none', () => {
    const client = new QueryClient()
    client.setQueryData(sessionQueryKey, owner)
    client.setQueryData(hotelQueryKey, { name: 'Hotel Casa Pinar' })
    client.setQueryData(['staff', 'users', { page: 1 }], { data: [] })
    client.setQueryData(['clients', 42], { name: 'Guest' })
    forgetSession(client)
    expect(client.getQueryData(sessionQueryKey)).toBeNull()
    expect(client.getQueryData(hotelQueryKey)).toEqual({ name: 'Hotel Casa Pinar' })
    expect(client.getQueryData(['staff', 'users', { page: 1 }])).toBeUndefined()
    expect(client.getQueryData(['clients', 42])).toBeUndefined()
  })
})
