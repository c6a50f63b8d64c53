/** Decorative landscape for the sign-in panel: pine-covered hills of Estelí under a clay sun. */
export function HillsIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 600 360"
      preserveAspectRatio="xMidYMax slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="430" cy="120" r="46" className="fill-clay-400" opacity="0.9" />
      <path d="M0 210 C90 150 170 170 250 190 S420 140 600 170 V360 H0Z" className="fill-pine-700" />
      <path d="M0 260 C110 210 220 240 320 230 S500 200 600 225 V360 H0Z" className="fill-pine-600" />
      <path d="M0 305 C120 270 260 300 380 285 S540 265 600 280 V360 H0Z" className="fill-pine-900" />
      <g className="fill-pine-900">
        <Pine x={70} y={250} scale={1} />
        <Pine x={110} y={258} scale={0.8} />
        <Pine x={470} y={236} scale={1.1} />
        <Pine x={515} y={246} scale={0.85} />
      </g>
      <g className="fill-pine-800">
        <Pine x={250} y={212} scale={0.7} />
        <Pine x={280} y={218} scale={0.55} />
        <Pine x={560} y={190} scale={0.6} />
      </g>
    </svg>
  )
}

function Pine({ x, y, scale }: { x: number; y: number; scale: number }) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${scale})`}
      d="M0 -70 L-16 -40 H-8 L-22 -14 H-10 L-26 12 H26 L10 -14 H22 L8 -40 H16 Z M-3 12 H3 V24 H-3 Z"
    />
  )
}
