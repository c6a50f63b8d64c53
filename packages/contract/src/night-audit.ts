// The night audit: /api/v1/staff/night-audits (nightaudit.run). Once per hotel day (America/Managua) it marks the
// day's no-shows, lists departures not checked out, requires the cash drawer closed, and freezes the day's figures.
// After it, no front-desk action may change that day or an earlier one.

/** The most no-shows, departures or payment lines a daily report lists in full. */
export const maxDailyReportLines = 500
