import type { StaffRoom, StaffRoomImage } from '@hotel/contract'
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { Confirm } from '../../components/confirm.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { Spinner } from '../../components/loading-state.tsx'
import { useDeletePicture, useReorderPictures, useUpdatePicture, useUploadPicture } from './api.ts'

/** What the API takes: JPEG or PNG of at most 5 MB (checked here first, to spare the upload). */
const pictureTypes = ['image/jpeg', 'image/png']
const maxPictureBytes = 5 * 1024 * 1024

/** The order after moving the picture at `index` one place up (-1) or down (+1). */
export function moved(ids: string[], index: number, step: -1 | 1): string[] {
  const target = index + step
  if (target < 0 || target >= ids.length) return ids
  const next = [...ids]
  ;[next[index], next[target]] = [next[target] as string, next[index] as string]
  return next
}

export function PicturesSection({ room, canManage }: { room: StaffRoom; canManage: boolean }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const reorder = useReorderPictures(room.number)
  const ids = room.images.map((image) => image.id)
  const move = (index: number, step: -1 | 1) =>
    reorder.mutateAsync(moved(ids, index, step)).then(
      (answer) => toast.success(answer.message),
      (error: unknown) => toast.error(errorText(error)),
    )
  return (
    <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 className="font-semibold text-lg">{t('rooms.pictures')}</h2>
      {room.images.length === 0 ? (
        <p className="text-ink-soft">{t('rooms.noPictures')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {room.images.map((image, index) => (
            <PictureRow
              key={`${image.id}-${image.alt_en}-${image.alt_es}`}
              number={room.number}
              image={image}
              index={index}
              count={room.images.length}
              canManage={canManage}
              moving={reorder.isPending}
              onMove={(step) => move(index, step)}
            />
          ))}
        </ol>
      )}
      {canManage && <UploadForm number={room.number} />}
    </section>
  )
}

function PictureRow({
  number,
  image,
  index,
  count,
  canManage,
  moving,
  onMove,
}: {
  number: number
  image: StaffRoomImage
  index: number
  count: number
  canManage: boolean
  moving: boolean
  onMove: (step: -1 | 1) => void
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const update = useUpdatePicture(number)
  const remove = useDeletePicture(number)
  const [altEn, setAltEn] = useState(image.alt_en)
  const [altEs, setAltEs] = useState(image.alt_es)
  const [confirming, setConfirming] = useState(false)
  const changed = altEn !== image.alt_en || altEs !== image.alt_es
  const position = index + 1
  const save = () =>
    update.mutateAsync({ id: image.id, alt_en: altEn, alt_es: altEs }).then(
      (answer) => toast.success(answer.message),
      (error: unknown) => toast.error(errorText(error)),
    )
  const erase = () =>
    remove.mutateAsync(image.id).then(
      (answer) => {
        toast.success(answer.message)
        setConfirming(false)
      },
      (error: unknown) => toast.error(errorText(error)),
    )
  return (
    <li className="flex flex-col gap-3 border-line border-b pb-4 last:border-b-0 sm:flex-row">
      <div className="flex shrink-0 items-start gap-2">
        <span className="w-6 pt-1 text-right font-semibold tabular-nums">{position}</span>
        <img
          src={image.src}
          srcSet={image.srcset}
          sizes="160px"
          alt={image.alt_en}
          width={160}
          height={107}
          className="h-[107px] w-40 rounded-lg object-cover"
          loading="lazy"
        />
      </div>
      <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
        <Field label={t('rooms.altEn')}>
          {(props) => (
            <input
              {...props}
              value={altEn}
              onChange={(event) => setAltEn(event.target.value)}
              readOnly={!canManage}
              maxLength={200}
              className={inputClass(false)}
            />
          )}
        </Field>
        <Field label={t('rooms.altEs')}>
          {(props) => (
            <input
              {...props}
              value={altEs}
              onChange={(event) => setAltEs(event.target.value)}
              readOnly={!canManage}
              maxLength={200}
              className={inputClass(false)}
            />
          )}
        </Field>
        {canManage && (
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <button
              type="button"
              onClick={() => onMove(-1)}
              disabled={index === 0 || moving}
              aria-label={t('rooms.moveUp', { position })}
              className={buttonClass('secondary', { padding: 'px-3' })}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => onMove(1)}
              disabled={index === count - 1 || moving}
              aria-label={t('rooms.moveDown', { position })}
              className={buttonClass('secondary', { padding: 'px-3' })}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={save}
              disabled={!changed || update.isPending || !altEn.trim() || !altEs.trim()}
              className={buttonClass('secondary')}
            >
              {update.isPending && <Spinner className="size-4" />}
              {t('rooms.saveAlt')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={buttonClass('danger-secondary')}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('rooms.deletePicture')}
            </button>
          </div>
        )}
      </div>
      <Confirm
        open={confirming}
        title={t('rooms.deletePictureTitle', { position })}
        message={t('rooms.deletePictureConfirm')}
        confirmLabel={t('rooms.deletePicture')}
        tone="danger"
        pending={remove.isPending}
        onConfirm={erase}
        onCancel={() => setConfirming(false)}
      />
    </li>
  )
}

function UploadForm({ number }: { number: number }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const upload = useUploadPicture(number)
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const file = data.get('image')
    if (!(file instanceof File) || file.size === 0) return setProblem(t('rooms.pictureMissing'))
    if (!pictureTypes.includes(file.type)) return setProblem(t('rooms.pictureType'))
    if (file.size > maxPictureBytes) return setProblem(t('rooms.pictureTooLarge'))
    if (!String(data.get('alt_en')).trim() || !String(data.get('alt_es')).trim())
      return setProblem(t('rooms.altRequired'))
    setProblem(null)
    upload.mutateAsync(data).then(
      (answer) => {
        toast.success(answer.message)
        form.reset()
      },
      (error: unknown) => setProblem(errorText(error)),
    )
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg bg-paper p-4">
      <h3 className="font-semibold">{t('rooms.addPicture')}</h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Field label={t('rooms.pictureFile')} hint={t('rooms.pictureHint')}>
          {(props) => (
            <input
              {...props}
              name="image"
              type="file"
              accept="image/jpeg,image/png,.jpg,.jpeg,.png"
              className="min-h-11 w-full min-w-0 text-sm"
            />
          )}
        </Field>
        <Field label={t('rooms.altEn')}>
          {(props) => <input {...props} name="alt_en" maxLength={200} className={inputClass(false)} />}
        </Field>
        <Field label={t('rooms.altEs')}>
          {(props) => <input {...props} name="alt_es" maxLength={200} className={inputClass(false)} />}
        </Field>
      </div>
      {problem && (
        <p role="alert" className="text-error-700 text-sm">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={upload.isPending}
        className={buttonClass('primary', { className: 'self-start' })}
      >
        {upload.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <ImagePlus className="size-4" aria-hidden="true" />
        )}
        {t('rooms.upload')}
      </button>
    </form>
  )
}
