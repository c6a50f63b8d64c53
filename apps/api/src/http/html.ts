/** Text made safe to put inside HTML (pages and mails). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * `<script>` setting `window[name]` to `value` as JSON; `<` is escaped so that no value can end the script.
 */
export function dataScript(name: string, value: unknown): string {
  return `<script>window.${name}=${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`
}
