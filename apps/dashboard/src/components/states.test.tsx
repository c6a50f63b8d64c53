import { ApiError } from '@hotel/contract'
import { Inbox } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { renderHtml, text } from '../test-support.tsx'
import { AccessDenied } from './access-denied.tsx'
import { EmptyState } from './empty-state.tsx'
import { ErrorPanel } from './error-panel.tsx'
import { LoadingState } from './loading-state.tsx'

describe('LoadingState', () => {
  it('is announced politely, in the current language', async () => {
    const html = await renderHtml(<LoadingState />, { lng: 'es' })
    expect(html).toMatch(/role="status"[^>]*aria-live="polite"/)
    expect(text(html)).toBe('Cargando…')
    expect(text(await renderHtml(<LoadingState label="Checking your session…" />))).toBe(
      'Checking your session…',
    )
  })
})

describe('EmptyState', () => {
  it('says what is missing and offers the next step', async () => {
    const html = await renderHtml(
      <EmptyState
        icon={Inbox}
        title="No staff yet"
        message="Invite the people who run the hotel."
        action={<button type="button">Invite</button>}
      />,
    )
    expect(text(html)).toBe('No staff yet Invite the people who run the hotel. Invite')
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/)
  })
})

describe('ErrorPanel', () => {
  it("shows the server's message with a retry", async () => {
    const error = new ApiError(503, { message: 'Down for maintenance', code: 'unavailable' })
    const html = await renderHtml(<ErrorPanel error={error} onRetry={() => undefined} />)
    expect(html).toContain('role="alert"')
    expect(text(html)).toBe("We couldn't load this. Down for maintenance Try again")
  })

  it("explains in the person's language when the server said nothing", async () => {
    const offline = new ApiError(0, { code: 'network_error', message: 'Failed to fetch' })
    const html = await renderHtml(<ErrorPanel error={offline} title="No pudimos cargar el personal." />, {
      lng: 'es',
    })
    expect(text(html)).toBe(
      'No pudimos cargar el personal. No pudimos conectar con el servidor. Revise su conexión e intente de nuevo.',
    )
    expect(text(await renderHtml(<ErrorPanel error={new ApiError(502, {})} />))).toContain(
      'Something went wrong on our side',
    )
  })

  it('shows the access state, not a failure, for a 403', async () => {
    const forbidden = new ApiError(403, {
      message: 'The operation requires higher privileges',
      code: 'forbidden',
    })
    const content = text(await renderHtml(<ErrorPanel error={forbidden} onRetry={() => undefined} />))
    expect(content).toContain("You don't have access to this screen")
    expect(content).toContain('The operation requires higher privileges')
    expect(content).not.toContain('Try again')
  })
})

describe('AccessDenied', () => {
  it('is calm, bilingual and leads back to the overview', async () => {
    const en = await renderHtml(<AccessDenied />)
    expect(text(en)).toContain("You don't have access to this screen")
    expect(text(en)).toContain("ask the hotel's owner to give you access")
    expect(en).toMatch(/<h1[^>]*>You don&#x27;t have access to this screen<\/h1>/)
    expect(en).toMatch(/<a[^>]*href="\/"[^>]*>.*Back to overview/)
    const es = await renderHtml(<AccessDenied />, { lng: 'es' })
    expect(text(es)).toContain('No tiene acceso a esta pantalla')
    expect(text(es)).toContain('Volver al resumen')
  })
})
