/**
 * One CSV cell. A text starting with `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a formula
 * by a spreadsheet (CSV injection, OWASP): such a cell gets a leading single quote, inside double quotes.
 */
export const csvCell = (value: string) => {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /^'|[",\n\r\t;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
