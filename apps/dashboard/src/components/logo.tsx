/** The dashboard's mark: a pine on a rounded square (same drawing as public/favicon.svg). */
export function LogoMark({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-pine-700" />
      <path d="M16 5l-6 8h3.5L9 19h4.5L8 26h16l-5.5-7H23l-4.5-6H22z" className="fill-paper" />
      <rect x="14.5" y="25" width="3" height="3" rx="1" className="fill-clay-400" />
    </svg>
  )
}
