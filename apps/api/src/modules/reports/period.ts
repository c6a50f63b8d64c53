/** Calendar months as hotel dates (YYYY-MM-DD); a Date in UTC only counts days here. */

const pad = (value: number) => String(value).padStart(2, '0')
export const firstOfMonth = (year: number, month: number) => `${year}-${pad(month)}-01`
/** The last day of a month. */
export const lastOfMonth = (year: number, month: number) =>
  `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`
