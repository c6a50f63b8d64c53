import { Link } from 'react-router'

/** The hotel's mark: a pine on the hills under a clay sun. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#1f4f36" />
      <circle cx="28.5" cy="12" r="4" fill="#d4784f" />
      <path d="M0 31c7-5 13-6 20-3s13 2 20-2v4a10 10 0 0 1-10 10H10A10 10 0 0 1 0 30z" fill="#367851" />
      <path d="M15 8 8.5 19h3.5L7 26.5h6V31h4v-4.5h6L18 19h3.5z" fill="#faf7f1" />
    </svg>
  )
}

export function Logo({ name, tone = 'dark' }: { name: string; tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      className={`inline-flex min-h-11 items-center gap-2.5 rounded-lg font-semibold tracking-tight ${
        tone === 'dark' ? 'text-pine-900' : 'text-white'
      }`}
    >
      <LogoMark />
      <span className="text-base leading-none whitespace-nowrap sm:text-lg">{name}</span>
    </Link>
  )
}
