// The reports' charts (recharts). Only the reports page imports this file, so the library downloads with that
// page's chunk and never with the dashboard's shell. Every chart is drawn for the eye (aria-hidden): the page
// gives each one its figures as a table for screen readers and for anyone who prefers numbers.
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

/** The brand's colours (theme.css): SVG attributes take plain values, not CSS variables. */
export const chartColors = {
  pine: '#1f4f36',
  pineLight: '#55946d',
  coffee: '#8b5e3c',
  clay: '#bf5b33',
  info: '#175cd3',
  grid: '#d9dfd9',
} as const

const axis = { fontSize: 12, fill: '#4b5a50' }

/**
 * A money axis reaches at least USD 100.00: with nothing sold yet every tick would otherwise be a fraction of a
 * cent, and the axis would read "$0, $0, $0…".
 */
const moneyDomain: [number, (max: number) => number] = [0, (max) => Math.max(max, 10_000)]

/** Room revenue as bars and occupancy as a line, month by month (two axes). */
export function RevenueOccupancyChart({
  rows,
  revenueLabel,
  occupancyLabel,
  money,
  percent,
}: {
  rows: { label: string; revenue: number; occupancy: number }[]
  revenueLabel: string
  occupancyLabel: string
  money: (cents: number) => string
  percent: (value: number) => string
}) {
  return (
    <div className="h-72 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={chartColors.grid} vertical={false} />
          <XAxis dataKey="label" tick={axis} />
          <YAxis yAxisId="money" tick={axis} tickFormatter={money} width={64} domain={moneyDomain} />
          {/* Occupancy is a share (0 to 1): the axis always reads 0 % to 100 %, whatever the year holds. */}
          <YAxis
            yAxisId="percent"
            orientation="right"
            tick={axis}
            tickFormatter={percent}
            width={64}
            domain={[0, 1]}
            ticks={[0, 0.25, 0.5, 0.75, 1]}
          />
          <Tooltip
            formatter={(value, name) =>
              name === occupancyLabel ? percent(Number(value)) : money(Number(value))
            }
          />
          <Legend />
          <Bar
            yAxisId="money"
            dataKey="revenue"
            name={revenueLabel}
            fill={chartColors.pineLight}
            radius={[4, 4, 0, 0]}
          />
          <Line
            yAxisId="percent"
            dataKey="occupancy"
            name={occupancyLabel}
            stroke={chartColors.clay}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  )
}

/** ADR and RevPAR as two lines, month by month. */
export function RatesChart({
  rows,
  adrLabel,
  revparLabel,
  money,
}: {
  rows: { label: string; adr: number; revpar: number }[]
  adrLabel: string
  revparLabel: string
  money: (cents: number) => string
}) {
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 20, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={chartColors.grid} vertical={false} />
          <XAxis dataKey="label" tick={axis} />
          <YAxis tick={axis} tickFormatter={money} width={64} domain={moneyDomain} />
          <Tooltip formatter={(value) => money(Number(value))} />
          <Legend />
          <Line dataKey="adr" name={adrLabel} stroke={chartColors.pine} strokeWidth={2} dot={{ r: 3 }} />
          <Line
            dataKey="revpar"
            name={revparLabel}
            stroke={chartColors.info}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}

/** Horizontal bars: one per row (a room, a method and currency, a category), long labels readable on a phone. */
export function BarsChart({
  rows,
  name,
  format,
  color = chartColors.pineLight,
  money = false,
}: {
  rows: { label: string; value: number }[]
  name: string
  format: (value: number) => string
  color?: string
  /** Values are cents: the axis then reaches at least USD 100.00 (see moneyDomain). */
  money?: boolean
}) {
  const height = Math.max(120, rows.length * 40 + 40)
  return (
    <div className="w-full" style={{ height }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
          <CartesianGrid stroke={chartColors.grid} horizontal={false} />
          <XAxis
            type="number"
            tick={axis}
            tickFormatter={format}
            allowDecimals={false}
            domain={money ? moneyDomain : [0, 'auto']}
          />
          <YAxis type="category" dataKey="label" tick={axis} width={120} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Bar dataKey="value" name={name} fill={color} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
