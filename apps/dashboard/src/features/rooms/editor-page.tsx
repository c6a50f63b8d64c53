import { can, roomCreateSchema, type StaffRoom } from '@hotel/contract'
import { Archive, ArchiveRestore, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { type Path, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { Confirm } from '../../components/confirm.tsx'
import { DetailHeader } from '../../components/detail-header.tsx'
import { DetailPage } from '../../components/detail-page.tsx'
import { useDocumentTitle } from '../../components/document-title.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { LoadingState, Spinner } from '../../components/loading-state.tsx'
import { applyServerErrors } from '../../lib/forms.ts'
import { centsToInput } from '../../lib/money-input.ts'
import {
  bedTypeList,
  roomTypeList,
  useArchiveRoom,
  useCreateRoom,
  useRoom,
  useServiceOptions,
  useUpdateRoom,
} from './api.ts'
import { ClosuresSection } from './closures-section.tsx'
import { ArchivedBadge, RoomStatusBadge, toMinor, useRoomErrorText } from './parts.tsx'
import { PicturesSection } from './pictures-section.tsx'

interface RoomFormValues {
  number: string
  type: StaffRoom['type']
  description_en: string
  description_es: string
  beds: { type: StaffRoom['beds'][number]['type']; quantity: string }[]
  capacities: { capacity: string; tariff: string; is_exception: boolean }[]
  services: string[]
}

const blank: RoomFormValues = {
  number: '',
  type: 'double',
  description_en: '',
  description_es: '',
  beds: [{ type: 'queen', quantity: '1' }],
  capacities: [{ capacity: '2', tariff: '', is_exception: false }],
  services: [],
}

export function formValuesOf(room: StaffRoom): RoomFormValues {
  return {
    number: String(room.number),
    type: room.type,
    description_en: room.description_en,
    description_es: room.description_es,
    beds: room.beds.map((b) => ({ type: b.type, quantity: String(b.quantity) })),
    capacities: room.capacities.map((c) => ({
      capacity: String(c.capacity),
      tariff: centsToInput(c.tariff),
      is_exception: c.is_exception,
    })),
    services: room.services.map((s) => s.id),
  }
}

const whole = (value: string) => (/^\d{1,7}$/.test(value.trim()) ? Number(value) : Number.NaN)

/** The form's values as the API takes them (tariffs typed in major units go as minor units). */
export function roomPayload(values: RoomFormValues) {
  return {
    number: whole(values.number),
    type: values.type,
    description_en: values.description_en,
    description_es: values.description_es,
    beds: values.beds.map((b) => ({ type: b.type, quantity: whole(b.quantity) })),
    capacities: values.capacities.map((c) => ({
      capacity: whole(c.capacity),
      tariff: toMinor(c.tariff),
      is_exception: c.is_exception,
    })),
    services: values.services,
  }
}

/** `rooms/new` and `rooms/:number`: the room's facts, then (once it exists) its pictures, closures and archive. */
export default function RoomEditorPage() {
  const { t } = useTranslation()
  const params = useParams()
  const number = params.number === undefined ? null : Number(params.number)
  const room = useRoom(number !== null && Number.isInteger(number) ? number : null)
  const title = number === null ? t('rooms.newTitle') : t('rooms.roomNumber', { number: params.number })
  useDocumentTitle(title)
  const { permissions } = useSession()
  const canManage = can(permissions, 'rooms.manage')

  return (
    <DetailPage back="/rooms" backLabel={t('rooms.back')}>
      <DetailHeader
        title={title}
        badges={
          room.data && (
            <>
              <RoomStatusBadge status={room.data.status} />
              {room.data.archived_at && <ArchivedBadge />}
            </>
          )
        }
      />
      {number === null ? (
        canManage ? (
          <RoomForm canManage />
        ) : null
      ) : room.isPending ? (
        <LoadingState />
      ) : room.error || !room.data ? (
        <ErrorPanel
          error={room.error}
          title={t('rooms.loadRoomError')}
          onRetry={() => room.refetch()}
          retrying={room.isRefetching}
        />
      ) : (
        <>
          <RoomForm key={room.data.updated_at} room={room.data} canManage={canManage} />
          <PicturesSection room={room.data} canManage={canManage} />
          <ClosuresSection number={room.data.number} canManage={canManage} />
          {canManage && <ArchiveSection room={room.data} />}
        </>
      )}
    </DetailPage>
  )
}

const formFields = [
  'number',
  'type',
  'description_en',
  'description_es',
  'beds',
  'capacities',
  'services',
] as const

function RoomForm({ room, canManage }: { room?: StaffRoom; canManage: boolean }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const errorText = useErrorText()
  const fieldError = useRoomErrorText()
  const create = useCreateRoom()
  const update = useUpdateRoom(room?.number ?? 0)
  const services = useServiceOptions()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RoomFormValues>({ defaultValues: room ? formValuesOf(room) : blank })
  const beds = useFieldArray({ control, name: 'beds' })
  const capacities = useFieldArray({ control, name: 'capacities' })
  const pending = create.isPending || update.isPending
  const es = i18n.language.startsWith('es')

  // The room's own services stay listed even when hidden from guests (the public list leaves them out).
  const serviceOptions = [
    ...(services.data ?? []).map((s) => ({ id: s.id, name: s.name, hidden: false })),
    ...(room?.services ?? [])
      .filter((s) => !services.data?.some((o) => o.id === s.id))
      .map((s) => ({ id: s.id, name: es ? s.name_es : s.name_en, hidden: !s.is_availabled })),
  ]

  const submit = handleSubmit(async (values) => {
    const payload = roomPayload(values)
    const checked = roomCreateSchema.safeParse(payload)
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const name = issue.path.join('.') as Path<RoomFormValues>
        setError(name, { type: 'validate', message: issue.message })
      }
      return
    }
    try {
      const answer = room ? await update.mutateAsync(checked.data) : await create.mutateAsync(checked.data)
      toast.success(answer.message)
      if (!room || answer.data.number !== room.number) void navigate(`/rooms/${answer.data.number}`)
    } catch (error) {
      const shown = applyServerErrors(error, setError, serverFields(error))
      if (shown.length === 0) toast.error(errorText(error))
    }
  })

  const sectionClass = 'flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6'
  return (
    <form noValidate onSubmit={submit} className={sectionClass}>
      <fieldset disabled={!canManage || pending} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">{t('rooms.facts')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('rooms.number')} error={fieldError(errors.number)}>
            {(props) => (
              <input
                {...props}
                {...register('number')}
                inputMode="numeric"
                className={inputClass(Boolean(errors.number))}
              />
            )}
          </Field>
          <Field label={t('rooms.type')} error={fieldError(errors.type)}>
            {(props) => (
              <select {...props} {...register('type')} className={inputClass(Boolean(errors.type))}>
                {roomTypeList.map((type) => (
                  <option key={type} value={type}>
                    {t(`rooms.types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {(['description_en', 'description_es'] as const).map((name) => (
            <Field
              key={name}
              label={t(name === 'description_en' ? 'rooms.descriptionEn' : 'rooms.descriptionEs')}
              error={fieldError(errors[name])}
              className="sm:col-span-2"
            >
              {(props) => (
                <textarea
                  {...props}
                  {...register(name)}
                  rows={3}
                  className={inputClass(Boolean(errors[name]), 'py-2')}
                />
              )}
            </Field>
          ))}
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="font-semibold">{t('rooms.beds')}</legend>
          {errors.beds?.message && (
            <p className="text-error-700 text-sm">
              {fieldError({ type: errors.beds.type ?? 'validate', message: errors.beds.message })}
            </p>
          )}
          {beds.fields.map((field, index) => (
            <div key={field.id} className="flex flex-wrap items-end gap-3">
              <Field label={t('rooms.bedType')} error={fieldError(errors.beds?.[index]?.type)}>
                {(props) => (
                  <select {...props} {...register(`beds.${index}.type`)} className={inputClass(false)}>
                    {bedTypeList.map((type) => (
                      <option key={type} value={type}>
                        {t(`rooms.bedTypes.${type}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('rooms.quantity')} error={fieldError(errors.beds?.[index]?.quantity)}>
                {(props) => (
                  <input
                    {...props}
                    {...register(`beds.${index}.quantity`)}
                    inputMode="numeric"
                    className={inputClass(Boolean(errors.beds?.[index]?.quantity), 'w-24')}
                  />
                )}
              </Field>
              {canManage && (
                <button
                  type="button"
                  onClick={() => beds.remove(index)}
                  className={buttonClass('quiet', { padding: 'px-3' })}
                  aria-label={t('rooms.removeBed', { n: index + 1 })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              )}
            </div>
          ))}
          {canManage && beds.fields.length < bedTypeList.length && (
            <button
              type="button"
              onClick={() =>
                beds.append({
                  type: bedTypeList.find((b) => !beds.fields.some((f) => f.type === b)) ?? 'full',
                  quantity: '1',
                })
              }
              className={buttonClass('secondary', { className: 'self-start' })}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('rooms.addBed')}
            </button>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="font-semibold">{t('rooms.capacities')}</legend>
          <p className="text-ink-soft text-sm">{t('rooms.capacitiesHint')}</p>
          {errors.capacities?.message && (
            <p className="text-error-700 text-sm">
              {fieldError({ type: errors.capacities.type ?? 'validate', message: errors.capacities.message })}
            </p>
          )}
          {capacities.fields.map((field, index) => (
            <div key={field.id} className="flex flex-wrap items-end gap-3">
              <Field label={t('rooms.guests')} error={fieldError(errors.capacities?.[index]?.capacity)}>
                {(props) => (
                  <input
                    {...props}
                    {...register(`capacities.${index}.capacity`)}
                    inputMode="numeric"
                    className={inputClass(Boolean(errors.capacities?.[index]?.capacity), 'w-24')}
                  />
                )}
              </Field>
              <Field label={t('rooms.tariff')} error={fieldError(errors.capacities?.[index]?.tariff)}>
                {(props) => (
                  <input
                    {...props}
                    {...register(`capacities.${index}.tariff`)}
                    inputMode="decimal"
                    placeholder="0.00"
                    className={inputClass(Boolean(errors.capacities?.[index]?.tariff), 'w-32')}
                  />
                )}
              </Field>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" {...register(`capacities.${index}.is_exception`)} className="size-4" />
                {t('rooms.isException')}
              </label>
              {canManage && (
                <button
                  type="button"
                  onClick={() => capacities.remove(index)}
                  className={buttonClass('quiet', { padding: 'px-3' })}
                  aria-label={t('rooms.removeCapacity', { n: index + 1 })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              )}
            </div>
          ))}
          {canManage && (
            <button
              type="button"
              onClick={() =>
                capacities.append({
                  capacity: String(capacities.fields.length + 1),
                  tariff: '',
                  is_exception: false,
                })
              }
              className={buttonClass('secondary', { className: 'self-start' })}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('rooms.addCapacity')}
            </button>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold">{t('rooms.services')}</legend>
          {errors.services && (
            <p className="text-error-700 text-sm">{fieldError(errors.services as never)}</p>
          )}
          <div className="grid gap-2 sm:grid-cols-3">
            {serviceOptions.map((service) => (
              <label key={service.id} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" value={service.id} {...register('services')} className="size-4" />
                {service.name}
                {service.hidden && <span className="text-ink-soft">({t('rooms.serviceHidden')})</span>}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
      {canManage && (
        <div className="flex flex-col-reverse gap-3 border-line border-t pt-4 sm:flex-row sm:justify-end">
          <Link to="/rooms" className={buttonClass('secondary')}>
            {t('dialog.cancel')}
          </Link>
          <button type="submit" disabled={pending} className={buttonClass('primary')}>
            {pending && <Spinner className="size-4" />}
            {room ? t('rooms.save') : t('rooms.create')}
          </button>
        </div>
      )}
    </form>
  )
}

/** The fields a server answer may name: the top ones and the rows' ("capacities.0.tariff"). */
function serverFields(error: unknown): Path<RoomFormValues>[] {
  const named = Object.keys((error as { errors?: Record<string, unknown> }).errors ?? {})
  return named.filter((name) =>
    formFields.some((field) => name === field || name.startsWith(`${field}.`)),
  ) as Path<RoomFormValues>[]
}

function ArchiveSection({ room }: { room: StaffRoom }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const archive = useArchiveRoom(room.number)
  const [open, setOpen] = useState(false)
  const archived = Boolean(room.archived_at)
  const run = () =>
    archive.mutateAsync(archived ? 'restore' : 'archive').then(
      (answer) => {
        toast.success(answer.message)
        setOpen(false)
      },
      (error: unknown) => toast.error(errorText(error)),
    )
  return (
    <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 className="font-semibold text-lg">
        {archived ? t('rooms.restoreTitle') : t('rooms.archiveTitle')}
      </h2>
      <p className="max-w-prose text-ink-soft">
        {archived ? t('rooms.restoreIntro') : t('rooms.archiveIntro', { count: room.future_reservations })}
      </p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass(archived ? 'secondary' : 'danger-secondary', { className: 'self-start' })}
      >
        {archived ? (
          <ArchiveRestore className="size-4" aria-hidden="true" />
        ) : (
          <Archive className="size-4" aria-hidden="true" />
        )}
        {archived ? t('rooms.restore') : t('rooms.archive')}
      </button>
      <Confirm
        open={open}
        title={
          archived
            ? t('rooms.restoreConfirmTitle', { number: room.number })
            : t('rooms.archiveConfirmTitle', { number: room.number })
        }
        message={
          archived
            ? t('rooms.restoreConfirm')
            : t('rooms.archiveConfirm', { count: room.future_reservations })
        }
        confirmLabel={archived ? t('rooms.restore') : t('rooms.archive')}
        tone={archived ? 'default' : 'danger'}
        pending={archive.isPending}
        onConfirm={run}
        onCancel={() => setOpen(false)}
      />
    </section>
  )
}
