/** Decorative landscape for the sign-in panel: pine-covered hills of Estelí under a clay sun. */
export function HillsIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 600 420"
      preserveAspectRatio="xMidYMax slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="430" cy="172" r="40" className="fill-clay-400" />
      <path d="M0 215 C80 170 160 185 240 200 S400 160 600 185 V420 H0Z" className="fill-pine-700" />
      <g className="fill-pine-800">
        <Pine x={120} y={196} scale={0.45} />
        <Pine x={140} y={200} scale={0.35} />
        <Pine x={520} y={182} scale={0.4} />
      </g>
      <path d="M0 270 C110 225 220 255 320 245 S500 215 600 240 V420 H0Z" className="fill-pine-600" />
      <g className="fill-pine-800">
        <Pine x={250} y={252} scale={0.7} />
        <Pine x={282} y={256} scale={0.55} />
        <Pine x={560} y={236} scale={0.6} />
      </g>
      <path d="M0 330 C120 295 260 325 380 310 S540 290 600 305 V420 H0Z" className="fill-pine-900" />
      <g className="fill-pine-900">
        <Pine x={60} y={312} scale={1} />
        <Pine x={100} y={318} scale={0.8} />
        <Pine x={455} y={300} scale={1.1} />
        <Pine x={500} y={304} scale={0.85} />
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
