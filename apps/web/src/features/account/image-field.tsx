import { maxImageBytes, profileImageTypes } from '@hotel/contract'
import { ImageUp } from 'lucide-react'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { FieldError } from '../../components/field-error.tsx'
import { useTranslation } from '../../i18n/react.tsx'

const extensions = /\.(jpe?g|png)$/i
const imageAccept = '.jpg,.jpeg,.png,image/jpeg,image/png'

/** The spec's profile picture rule: jpg, jpeg or png, 5 MB at most. Returns a catalogue key or null. */
export function checkImage(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const typeOk = (profileImageTypes as readonly string[]).includes(file.type) && extensions.test(file.name)
  if (!typeOk) return 'validation.image_type'
  if (file.size > maxImageBytes) return 'validation.image_size'
  return null
}

/** A local preview of a chosen picture (an object URL, released when it changes). */
export function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setUrl(null)
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}

/**
 * A picture input that looks like the site's buttons: "Choose picture" and the chosen file's name, or
 * "No file selected". A wrong type or size is refused at once with its message.
 */
export function ImageField({
  label,
  file,
  onChange,
  error,
  hint,
  preview,
}: {
  label: string
  file: File | null
  onChange: (file: File | null, error: string | null) => void
  error?: string
  hint?: ReactNode
  preview?: ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </p>
      <div className="flex items-center gap-4">
        {preview}
        <div className="min-w-0 flex-1">
          <input
            id={id}
            type="file"
            accept={imageAccept}
            className="peer sr-only"
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : '', `${id}-name`]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              // Let the same file be chosen again after a refusal.
              event.target.value = ''
              if (!chosen) return
              const problem = checkImage(chosen)
              onChange(problem ? null : chosen, problem)
            }}
          />
          <label
            id={`${id}-button`}
            htmlFor={id}
            className="btn btn-secondary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-pine-600"
          >
            <ImageUp className="size-4" aria-hidden="true" />
            {t('image.choose')}
          </label>
          <p id={`${id}-name`} className="mt-1.5 truncate text-sm text-ink-soft" data-testid="image-name">
            {file ? file.name : t('image.none')}
          </p>
        </div>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
