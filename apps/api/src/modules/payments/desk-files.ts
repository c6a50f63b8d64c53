import { type DeskPaymentRow, hotelToday, type Locale } from '@hotel/contract'
import { type MessageKey, translate } from '../../http/messages/index.ts'
import type { Table } from '../reports/files.ts'

/** Cents as currency units: 123456 → 1234.56 (exact: whole cents divided by 100). */
const units = (cents: number | null) => (cents === null ? '' : cents / 100)

/** The payment list as a table for CSV and XLSX, headed in the caller's language; amounts in currency units. */
export function deskPaymentsTable(locale: Locale, rows: DeskPaymentRow[], currency: string): Table {
  const t = (key: MessageKey) => translate(locale, key)
  return {
    title: t('receipt.list_title'),
    name: `payments-${hotelToday()}`,
    header: [
      t('receipt.invoice'),
      t('receipt.paid_at'),
      t('receipt.reservation'),
      t('receipt.guest'),
      t('receipt.method'),
      t('receipt.status'),
      `${t('receipt.amount')} (${currency})`,
      t('receipt.charged'),
      t('receipt.currency'),
      t('receipt.rate'),
      t('receipt.tendered'),
      t('receipt.change'),
      `${t('receipt.change')} · ${t('receipt.currency')}`,
      t('receipt.card'),
      `${t('receipt.refunds')} (${currency})`,
      t('receipt.staff'),
    ],
    rows: rows.map((row) => [
      row.invoice ?? '',
      row.paid_at ?? '',
      row.reservation_reference,
      row.guest_name,
      t(`receipt.method.${row.method}`),
      t(`receipt.status.${row.status}`),
      units(row.amount),
      units(row.charged_amount),
      row.currency,
      row.exchange_rate,
      units(row.tendered),
      units(row.change_due),
      row.change_currency ?? '',
      row.card_last4 ? `${row.card_brand ?? ''} ${row.card_last4}`.trim() : '',
      units(row.refunded_amount),
      row.staff_name ?? '',
    ]),
    formats: [
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      '#,##0.00',
      '#,##0.00',
      undefined,
      undefined,
      '#,##0.00',
      '#,##0.00',
      undefined,
      undefined,
      '#,##0.00',
      undefined,
    ],
  }
}
