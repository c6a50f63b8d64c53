import { useTranslation } from 'react-i18next'

/** Stands for an empty field of a record, muted: "Not given", or the screen's own words for it. */
export function NotGiven({ text }: { text?: string }) {
  const { t } = useTranslation()
  return <span className="font-normal text-ink-soft">{text ?? t('app.notGiven')}</span>
}
