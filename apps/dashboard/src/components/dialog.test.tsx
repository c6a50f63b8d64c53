import { describe, expect, it } from 'vitest'
import { renderHtml, text } from '../test-support.tsx'
import { Confirm } from './confirm.tsx'
import { Dialog } from './dialog.tsx'

const noop = () => undefined

describe('Dialog', () => {
  it('is a native <dialog> named by its title and described by its description, with a close button', async () => {
    const html = await renderHtml(
      <Dialog
        open
        onClose={noop}
        title="Invite someone"
        description="They get a link by e-mail."
        footer={<button type="button">Send</button>}
      >
        <p>Form</p>
      </Dialog>,
    )
    const labelledBy = /<dialog[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1]
    const describedBy = /<dialog[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1]
    expect(html).toMatch(new RegExp(`<h2 id="${labelledBy}"[^>]*>Invite someone</h2>`))
    expect(html).toMatch(new RegExp(`<p id="${describedBy}"[^>]*>They get a link by e-mail.</p>`))
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Close"/)
    expect(html).not.toMatch(/<dialog[^>]*role=/)
    expect(text(html)).toBe('Invite someone They get a link by e-mail. Form Send')
  })

  it('renders nothing inside while closed, so its form starts afresh each time', async () => {
    const html = await renderHtml(
      <Dialog open={false} onClose={noop} title="Invite someone">
        <p>Form</p>
      </Dialog>,
    )
    expect(html).toMatch(/^<dialog[^>]*><\/dialog>$/)
  })

  it('labels its close button in Spanish', async () => {
    const html = await renderHtml(<Dialog open onClose={noop} title="Invitar" />, { lng: 'es' })
    expect(html).toContain('aria-label="Cerrar"')
  })
})

describe('Confirm', () => {
  it('asks as an alertdialog, Cancel first (it takes the focus), the action named by its verb', async () => {
    const html = await renderHtml(
      <Confirm
        open
        title="Suspend Ana Rivas?"
        message="She is signed out at once and can't sign in until restored."
        confirmLabel="Suspend"
        tone="danger"
        onConfirm={noop}
        onCancel={noop}
      />,
    )
    expect(html).toMatch(/<dialog[^>]*role="alertdialog"/)
    expect(html).not.toContain('aria-label="Close"')
    const buttons = [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].map((match) =>
      text(match[1] ?? ''),
    )
    expect(buttons).toEqual(['Cancel', 'Suspend'])
    expect(html).toMatch(/<button[^>]*class="[^"]*bg-error-700[^"]*"[^>]*>.*Suspend/)
  })

  it('waits while the action runs, in Spanish too', async () => {
    const html = await renderHtml(
      <Confirm
        open
        pending
        title="¿Suspender a Ana Rivas?"
        message="Se cerrará su sesión."
        confirmLabel="Suspender"
        onConfirm={noop}
        onCancel={noop}
      />,
      { lng: 'es' },
    )
    expect(text(html)).toContain('Cancelar Suspender')
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2)
    expect(html).toContain('aria-busy="true"')
  })
})
