import { describe, expect, it } from 'vitest'
import { renderHtml, text } from '../test-support.tsx'
import { Field, inputClass } from './field.tsx'

describe('Field', () => {
  it('labels its control and describes it with the hint', async () => {
    const html = await renderHtml(
      <Field label="Identification" hint="As on their ID card" optional>
        {(control) => <input {...control} name="identification" className={inputClass(false)} />}
      </Field>,
    )
    const id = /<input[^>]*\sid="([^"]+)"/.exec(html)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`for="${id}"`)
    expect(html).toMatch(new RegExp(`<input[^>]*aria-describedby="${id}-hint"`))
    expect(html).toContain(`id="${id}-hint"`)
    expect(html).not.toContain('aria-invalid')
    expect(text(html)).toBe('Identification (optional) As on their ID card')
  })

  it('marks the control invalid and reads its error after the hint', async () => {
    const html = await renderHtml(
      <Field label="Correo electrónico" hint="El de trabajo" error="Este campo es obligatorio.">
        {(control) => <input {...control} name="email" className={inputClass(true)} />}
      </Field>,
      { lng: 'es' },
    )
    const id = /<input[^>]*\sid="([^"]+)"/.exec(html)?.[1]
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/)
    expect(html).toMatch(new RegExp(`aria-describedby="${id}-hint ${id}-error"`))
    expect(html).toMatch(new RegExp(`<p id="${id}-error"[^>]*>Este campo es obligatorio.</p>`))
    expect(html).toContain('border-error-700')
  })

  it('says "optional" in Spanish, and nothing for a required field', async () => {
    const optional = await renderHtml(
      <Field label="Teléfono" optional>
        {(control) => <input {...control} />}
      </Field>,
      { lng: 'es' },
    )
    expect(text(optional)).toBe('Teléfono (opcional)')
    const required = await renderHtml(<Field label="Name">{(control) => <input {...control} />}</Field>)
    expect(text(required)).toBe('Name')
  })
})
