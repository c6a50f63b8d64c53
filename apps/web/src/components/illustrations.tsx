// Inline illustrations in the brand palette (no image requests, nothing to break).
import type { ReactNode } from 'react'

const pine = 'M0-64 L-10-42 H-4 L-15-22 H-6 L-20 0 H20 L6-22 H15 L4-42 H10 Z'

/** Pines of one shade, each `[x, y, scale]` from the foot of its trunk. */
function Pines({ fill, at }: { fill: string; at: [x: number, y: number, scale: number][] }) {
  return (
    <g fill={fill}>
      {at.map(([x, y, scale]) => (
        <path key={`${x} ${y}`} d={pine} transform={`translate(${x} ${y}) scale(${scale})`} />
      ))}
    </g>
  )
}

/** The hill in front, from its `crest` (a path from the left edge to the right one) down to the card's round corners. */
function FrontHill({ crest, fill }: { crest: string; fill: string }) {
  return <path d={`${crest} V276 A24 24 0 0 1 456 300 H24 A24 24 0 0 1 0 276 Z`} fill={fill} />
}

/** The pictures' 480×300 card, on sand. */
function Picture({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 480 300" className={className} aria-hidden="true" focusable="false">
      <rect width="480" height="300" rx="24" fill="#f3ede3" />
      {children}
    </svg>
  )
}

/**
 * A signpost at a fork of a trail in the pine hills: "this way does not go anywhere". `code` is written
 * in the sky (the 404 page's "404"; none for a room that does not exist).
 */
export function LostTrailIllustration({
  className = '',
  code = '404',
}: {
  className?: string
  code?: string | null
}) {
  return (
    <Picture className={className}>
      <circle cx="372" cy="78" r="30" fill="#e9a27d" />
      <path d="M0 178 Q90 130 190 168 T380 150 T480 160 V300 H0 Z" fill="#b3d4be" />
      <path d="M0 214 Q110 180 230 206 T480 196 V300 H0 Z" fill="#55946d" />
      <FrontHill crest="M0 252 Q120 228 250 246 T480 240" fill="#1f4f36" />
      <Pines
        fill="#286142"
        at={[
          [70, 212, 0.9],
          [104, 206, 0.7],
          [402, 200, 0.85],
          [432, 206, 0.6],
        ]}
      />
      <Pines
        fill="#133123"
        at={[
          [40, 262, 1.2],
          [446, 258, 1.1],
        ]}
      />
      <path
        d="M236 300 C232 276 206 262 214 246 S260 226 250 208"
        fill="none"
        stroke="#dcc1a8"
        strokeWidth="7"
        strokeLinecap="round"
        strokeDasharray="2 14"
      />
      <g>
        <rect x="262" y="120" width="10" height="112" rx="3" fill="#5c3d27" />
        <path d="M214 130 H300 L314 143 L300 156 H214 Z" fill="#8b5e3c" />
        <path d="M320 168 H236 L222 181 L236 194 H320 Z" fill="#bf5b33" />
        <path
          d="M240 143 h46 M246 181 h56"
          stroke="#faf7f1"
          strokeWidth="4"
          strokeLinecap="round"
          opacity=".8"
        />
      </g>
      {code ? (
        <text
          x="130"
          y="112"
          fill="#1f4f36"
          fontFamily="Inter Variable, Inter, sans-serif"
          fontSize="64"
          fontWeight="800"
          textAnchor="middle"
        >
          {code}
        </text>
      ) : null}
    </Picture>
  )
}

/** A pine under a cloud: the server-error picture. */
export function CloudyHillsIllustration({ className = '' }: { className?: string }) {
  return (
    <Picture className={className}>
      <path
        d="M150 118 a34 34 0 0 1 64-18 a44 44 0 0 1 84 14 a30 30 0 0 1 -6 60 H158 a28 28 0 0 1 -8 -56 Z"
        fill="#fff"
        stroke="#dcc1a8"
        strokeWidth="3"
      />
      <path
        d="M210 188 l-8 18 M246 188 l-8 18 M282 188 l-8 18"
        stroke="#84b797"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <FrontHill crest="M0 222 Q120 190 240 214 T480 206" fill="#367851" />
      <Pines
        fill="#133123"
        at={[
          [84, 240, 1.1],
          [396, 236, 1],
          [424, 246, 0.7],
        ]}
      />
    </Picture>
  )
}

/** An error view's top: its picture, then the page's heading and what happened. */
export function IllustratedMessage({
  picture,
  heading,
  message,
}: {
  picture: ReactNode
  heading: string
  message: string
}) {
  return (
    <>
      {picture}
      <h1 className="mt-8 text-xl font-bold tracking-tight text-pine-950 sm:text-2xl">{heading}</h1>
      <p className="mt-3 max-w-lg text-lg text-ink-soft">{message}</p>
    </>
  )
}
