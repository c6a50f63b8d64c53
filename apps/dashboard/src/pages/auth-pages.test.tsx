import type { StaffInvitationPreview } from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../routes.tsx'
import { owner, renderHtml, text } from '../test-support.tsx'

const token = 'a'.repeat(43)
const invited: StaffInvitationPreview = {
  email: 'luis@casapinar.example',
  name: 'Luis',
  last_name: 'Pérez',
  role: 'receptionist',
}
const invitationQuery = [['invitation', token], invited] as const

describe('invitation page', () => {
  it('says who is invited, as what, and asks for the password twice', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: null,
      path: `/invitation/${token}`,
      queries: [invitationQuery],
    })
    const page = text(html)
    expect(page).toContain(
      'Welcome, Luis. You are invited to the dashboard of Hotel Casa Pinar as Receptionist.',
    )
    expect(page).toContain('You will sign in with luis@casapinar.example')
    expect(html.match(/autocomplete="new-password"/gi)).toHaveLength(2)
    expect(page).toContain('Create my account')
  })

  it('is in Spanish for a Spanish reader', async () => {
    const html = await renderHtml(<AppRoutes />, {
      lng: 'es',
      session: null,
      path: `/invitation/${token}`,
      queries: [invitationQuery],
    })
    expect(text(html)).toContain('Le invitan al panel de Hotel Casa Pinar como Recepcionista.')
    expect(text(html)).toContain('Crear mi cuenta')
  })

  it('asks someone already signed in to sign out before accepting, instead of replacing their session', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: owner,
      path: `/invitation/${token}`,
      queries: [invitationQuery],
    })
    const page = text(html)
    expect(page).toContain('This device is signed in as Ana.')
    expect(page).toContain('Sign out and continue')
    expect(page).not.toContain('Create my account')
  })
})

describe('forgotten password', () => {
  it('is linked from the sign-in page', async () => {
    const html = await renderHtml(<AppRoutes />, { session: null, path: '/login' })
    expect(html).toContain('href="/forgot-password"')
    expect(text(html)).toContain('Forgot your password?')
  })

  it('asks for the e-mail first', async () => {
    const html = await renderHtml(<AppRoutes />, { lng: 'es', session: null, path: '/forgot-password' })
    expect(text(html)).toContain('Restablecer su contraseña')
    expect(text(html)).toContain('Enviarme un código')
  })

  it('is not offered to someone signed in', async () => {
    const html = await renderHtml(<AppRoutes />, { session: owner, path: '/forgot-password' })
    expect(text(html)).not.toContain('Send me a code')
  })
})

describe('my account', () => {
  it('changes the password with the current one, and signs out of every device', async () => {
    const html = await renderHtml(<AppRoutes />, { session: owner, path: '/account' })
    const page = text(html)
    expect(page).toContain('Change your password')
    expect(html).toMatch(/autocomplete="current-password"/i)
    expect(html.match(/autocomplete="new-password"/gi)).toHaveLength(2)
    expect(page).toContain('Sign out of every device')
  })
})
