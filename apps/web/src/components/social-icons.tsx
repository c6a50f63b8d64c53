// lucide-react no longer ships brand logos; these are the simple, single-colour marks.

export function FacebookIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M13.5 21.95v-7.2h2.4l.37-2.8H13.5v-1.8c0-.8.23-1.36 1.38-1.36h1.47v-2.5a19.7 19.7 0 0 0-2.15-.11c-2.13 0-3.59 1.3-3.59 3.69v2.07H8.2v2.8h2.41v7.2A10 10 0 1 1 13.5 21.95Z" />
    </svg>
  )
}

export function InstagramIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  )
}
