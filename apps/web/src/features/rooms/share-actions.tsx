import { Link2, Share2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/react.tsx'

/** Copies text with the Clipboard API; false when the browser refuses or has none (e.g. plain HTTP). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/**
 * Share (the system share sheet, where the browser has the Web Share API) and Copy link (a toast says
 * it worked, or the catalogue's "Error al copiar link" in the guest's language when it did not).
 */
export function ShareActions({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('rooms')
  const [canShare, setCanShare] = useState(false)
  useEffect(() => setCanShare(typeof navigator.share === 'function'), [])

  const copy = async () => {
    const copied = await copyText(window.location.href)
    // The toast code loads with the first toast, not with the page.
    const { notify } = await import('../../lib/toast.ts')
    if (copied) notify('success', t('share.copied'))
    else notify('error', t('share.copyError'))
  }

  const share = async () => {
    try {
      await navigator.share({ title, text, url: window.location.href })
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying the link.
      if ((error as Error).name !== 'AbortError') await copy()
    }
  }

  const buttonClass = 'btn btn-secondary flex-1 px-3 text-sm'
  return (
    <div className="flex gap-2">
      {canShare ? (
        <button type="button" onClick={share} className={buttonClass}>
          <Share2 className="size-4" aria-hidden="true" />
          {t('share.share')}
        </button>
      ) : null}
      <button type="button" onClick={copy} className={buttonClass}>
        <Link2 className="size-4" aria-hidden="true" />
        {t('share.copy')}
      </button>
    </div>
  )
}
