/**
 * A stay's colours by status, shared by its bar on the grid and the legend beside it. Never colour alone: the
 * status is also written in the legend and on the bar's label.
 */
export const stayTone = {
  reserved: 'bg-info-50 text-info-700 ring-info-200 border-s-4 border-info-700',
  in_progress: 'bg-success-50 text-success-700 ring-success-200 border-s-4 border-success-700',
  completed: 'bg-paper text-ink-soft ring-line border-s-4 border-line-strong',
  canceled: 'bg-paper text-ink-soft ring-line border-s-4 border-line-strong',
} as const
