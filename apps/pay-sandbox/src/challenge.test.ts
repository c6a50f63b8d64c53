import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Client, startSandbox } from './test-support.ts'

let client: Client
beforeAll(async () => {
  client = await startSandbox()
})
afterAll(() => client.sandbox.close())

/** Reads the page at redirect_url and posts the form whose button says `button`, as a browser would. */
async function press(redirectUrl: string, button: 'Approve' | 'Reject') {
  const page = await fetch(redirectUrl)
  expect(page.status).toBe(200)
  const html = await page.text()
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)"><button[^>]*>([^<]+)<\/button>/g)]
  const form = forms.find((match) => match[2] === button)
  if (!form?.[1]) throw new Error(`no ${button} form`)
  const action = new URL(form[1], redirectUrl)
  return fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  })
}

describe('3-D Secure challenge', () => {
  it('shows the bank, the amount, the merchant reference and two buttons', async () => {
    const sale = await client.sale('4000000000003220', { reference: 'pay_<b>42</b>', currency: 'NIO' })
    const page = await fetch(sale.redirect_url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('Sandbox Bank')
    expect(html).toContain('NIO')
    expect(html).toContain('123.45')
    expect(html).toContain('pay_&lt;b&gt;42&lt;/b&gt;')
    expect(html).not.toContain('<b>42')
    expect(html).toContain('Visa •••• 3220')
    expect(html).toContain(`action="${sale.id}/approve"`)
    expect(html).toContain(`action="${sale.id}/reject"`)
    expect(html).not.toMatch(/<script|src=|href=/)
  })

  it('Approve approves the sale and sends the browser back with sale and status', async () => {
    const sale = await client.sale('4000000000003220')
    const answer = await press(sale.redirect_url, 'Approve')
    expect(answer.status).toBe(303)
    const location = new URL(answer.headers.get('location') ?? '')
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:9/payment-complete')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      lang: 'es',
      sale: sale.id,
      status: 'approved',
    })
    expect((await client.call('GET', `/v1/sales/${sale.id}`)).body).toMatchObject({
      status: 'approved',
      captured_amount: 12_345,
      redirect_url: null,
      decline_code: null,
    })
  })

  it('Reject declines the sale with authentication_failed', async () => {
    const sale = await client.sale('4000000000003220')
    const answer = await press(sale.redirect_url, 'Reject')
    expect(answer.status).toBe(303)
    const location = new URL(answer.headers.get('location') ?? '')
    expect(location.searchParams.get('sale')).toBe(sale.id)
    expect(location.searchParams.get('status')).toBe('declined')
    expect((await client.call('GET', `/v1/sales/${sale.id}`)).body).toMatchObject({
      status: 'declined',
      decline_code: 'authentication_failed',
    })
  })

  it('keeps the first decision: a second click redirects with the decided status', async () => {
    const sale = await client.sale('4000000000003220')
    await press(sale.redirect_url, 'Reject')
    const again = await fetch(`${sale.redirect_url}/approve`, { method: 'POST', redirect: 'manual' })
    expect(again.status).toBe(303)
    expect(new URL(again.headers.get('location') ?? '').searchParams.get('status')).toBe('declined')
    expect((await client.call('GET', `/v1/sales/${sale.id}`)).body.status).toBe('declined')
    const page = await fetch(sale.redirect_url)
    expect(page.status).toBe(409)
    expect(await page.text()).toContain('already verified')
  })

  it('with capture: false, Approve leaves the sale authorized', async () => {
    const sale = await client.sale('4000000000003220', { capture: false })
    const answer = await press(sale.redirect_url, 'Approve')
    expect(new URL(answer.headers.get('location') ?? '').searchParams.get('status')).toBe('authorized')
    expect((await client.call('GET', `/v1/sales/${sale.id}`)).body).toMatchObject({
      status: 'authorized',
      captured_amount: 0,
    })
  })

  it('answers 404 pages for an unknown sale', async () => {
    const page = await fetch(`${client.sandbox.url}/challenge/sale_nope`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Payment not found')
    const post = await fetch(`${client.sandbox.url}/challenge/sale_nope/approve`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(post.status).toBe(404)
  })
})
