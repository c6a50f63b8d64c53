import { nightsBetween } from '@hotel/contract'
import { useEffect, useState } from 'react'
import { usePageLanguage, useTranslation } from '../../../i18n/react.tsx'
import { formatDay } from '../../../lib/format.ts'
import { messageText } from '../../../lib/messages.ts'
import { roomsForStep2 } from '../draft.ts'
import { RoomsEditor } from '../fields.tsx'
import { useRoomsInfo, useStayRooms } from '../queries.ts'
import { type RoomsValues, roomsStepSchema, stayTotalOf } from '../steps.ts'
import { BackButton, NextButton, StepFrame, type StepProps, TotalLine } from './step-frame.tsx'

/** Step 2: the rooms, each with its guests, and the stay's live total. */
export default function RoomsStep({
  draft,
  heading,
  notice,
  onChange,
  onBack,
  onNext,
}: StepProps & { onBack: (values: RoomsValues) => void; onNext: (values: RoomsValues) => void }) {
  const { t } = useTranslation('reservations')
  // The booked room's capacity sets its first guest count: wait for it.
  const first = useRoomsInfo([draft.room])
  if (first.get(draft.room) === undefined && first.isLoading) {
    return (
      <StepFrame
        heading={heading}
        title={t('rooms.title')}
        footer={<BackButton onClick={() => onBack(draft)} />}
      >
        <p role="status" className="text-ink-soft">
          {t('common:loading')}
        </p>
      </StepFrame>
    )
  }
  const initial = roomsForStep2(draft, first.get(draft.room)?.max_guests)
  return (
    <RoomsForm
      draft={draft}
      heading={heading}
      notice={notice}
      onChange={onChange}
      initial={initial}
      onBack={onBack}
      onNext={onNext}
    />
  )
}

function RoomsForm({
  draft,
  heading,
  notice,
  onChange,
  initial,
  onBack,
  onNext,
}: StepProps & {
  initial: RoomsValues['rooms']
  onBack: (values: RoomsValues) => void
  onNext: (values: RoomsValues) => void
}) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const [rooms, setRooms] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  useEffect(() => onChange({ rooms }), [rooms, onChange])
  const info = useRoomsInfo(rooms.map((room) => room.number))
  const stay = useStayRooms(
    { check_in: draft.check_in, check_out: draft.check_out },
    rooms.map((room) => room.guest_count),
  )
  const nights = nightsBetween(draft.check_in, draft.check_out)
  const schema = roomsStepSchema((number) => info.get(number)?.max_guests)
  const parsed = schema.safeParse({ rooms })
  const issues = parsed.success ? [] : parsed.error.issues
  const errorOf = (index: number) => {
    if (!submitted) return undefined
    const issue = issues.find((entry) => entry.path[1] === index)
    const number = rooms[index]?.number ?? 0
    return messageText(t, issue, { number, max: info.get(number)?.max_guests ?? 1 })
  }
  const listIssue = issues.find((entry) => entry.path.length === 1)
  const unavailable = stay.available ? rooms.filter((room) => stay.priceOf(room.number, 1) === null) : []
  const total = stayTotalOf(rooms, stay.priceOf)
  const guests = rooms.reduce((sum, room) => sum + room.guest_count, 0)

  return (
    <StepFrame
      heading={heading}
      title={t('rooms.title')}
      intro={t('rooms.intro', {
        count: nights,
        from: formatDay(draft.check_in, lng, 'medium'),
        to: formatDay(draft.check_out, lng, 'medium'),
      })}
      notice={notice}
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        if (!parsed.success || unavailable.length) {
          requestAnimationFrame(() =>
            event.currentTarget
              ?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')
              ?.scrollIntoView({
                block: 'center',
              }),
          )
          return
        }
        onNext({ rooms })
      }}
      summary={
        <TotalLine
          label={t('rooms.total', { count: nights })}
          total={total === 'pending' ? null : total}
          pending={total === 'pending' && !stay.error}
          testId="live-total"
          note={unavailable.length ? t('rooms.totalNotFree', { count: unavailable.length }) : undefined}
        />
      }
      footer={
        <>
          <BackButton onClick={() => onBack({ rooms })} />
          <NextButton />
        </>
      }
    >
      <RoomsEditor
        rooms={rooms}
        onChange={setRooms}
        info={info.get}
        stay={stay}
        nights={nights}
        errorOf={errorOf}
        listError={submitted ? messageText(t, listIssue, { max: 10 }) : undefined}
      />
      {stay.error && !stay.available ? (
        <p className="mt-4 text-sm text-ink-soft">{t('rooms.pricesLater')}</p>
      ) : null}
      <p className="mt-5 text-sm text-ink-soft">
        {t('rooms.roomCount', { count: rooms.length })} · {t('rooms:capacity.count', { count: guests })}
        {guests < draft.adults ? (
          <span className="mt-1 block text-warning-700">
            {t('rooms.fewerGuests', { count: draft.adults })}
          </span>
        ) : null}
      </p>
    </StepFrame>
  )
}
