type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-secondary' | 'quiet'

const base =
  'inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg font-semibold text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-pine-700 text-white hover:bg-pine-800',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-pine-50',
  danger: 'bg-error-700 text-white hover:bg-error-700/90',
  'danger-secondary': 'border border-error-700 bg-surface text-error-700 hover:bg-error-50',
  quiet: 'text-ink-soft hover:bg-pine-50 hover:text-ink',
}

/** The kit's buttons as class names, so a <button> and a <Link> that acts as one look alike (44 px tall). */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  { padding = 'px-4', className = '' }: { padding?: string; className?: string } = {},
): string {
  return `${base} ${padding} ${variants[variant]}${className ? ` ${className}` : ''}`
}
