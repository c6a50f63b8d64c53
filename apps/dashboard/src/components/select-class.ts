/**
 * The look of a select or date field outside a form (a list's filter, a report's period, a board's day):
 * 44 px high for fingers, 16 px text so iOS does not zoom in. One string so every list looks the same.
 */
export const selectClass = 'min-h-11 rounded-lg border border-line-strong bg-surface px-3 text-base text-ink'
