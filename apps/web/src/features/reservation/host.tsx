import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from '../../i18n/react.tsx'
import { storagePrefix } from '../../lib/api.ts'
import { type DraftRoom, draftKey, loadDraft, newDraft, type ReservationDraft, saveDraft } from './draft.ts'
import { onReservationRequest } from './launcher.ts'

// The dialog (its shell: the steps load as it reaches them) loads when a guest presses Book, not with the
// page; for a guest with a saved session, once the page is idle (Book is the room page's main action),
// with the first step.
const loadDialog = () => import('./dialog/shell.tsx')
const ReservationDialog = lazy(loadDialog)

function warmUpWhenIdle() {
  try {
    if (!localStorage.getItem(`${storagePrefix}user-auth`)) return
  } catch {
    return
  }
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2000))
  idle(() => {
    void loadDialog().catch(() => undefined)
    void import('./dialog/dates-step.tsx').catch(() => undefined)
  })
}

/**
 * Where the booking dialog lives on a page that has Book buttons (`openReservation` opens it). A visitor
 * without a session books as a guest; one who chooses to sign in on the way leaves with the draft saved,
 * and back on this page the dialog reopens where they were. Load it with lazy(() => import(...)), see
 * launcher.ts.
 */
export default function ReservationHost() {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const path = `${pathname}${search}`
  const [open, setOpen] = useState<ReservationDraft | null>(null)

  const signIn = useCallback(
    (choices: ReservationDraft) => {
      saveDraft(draftKey, { path, resume: true, draft: choices })
      setOpen(null)
      navigate(`/login?next=${encodeURIComponent(path)}`)
    },
    [path, navigate],
  )

  useEffect(warmUpWhenIdle, [])

  // Back from signing in (or from the sign-in page without doing so): the dialog again, with the choices.
  useEffect(() => {
    const stored = loadDraft(draftKey)
    if (!stored?.resume || stored.path !== path) return
    saveDraft(draftKey, { ...stored, resume: false })
    setOpen(stored.draft)
  }, [path])

  useEffect(
    () =>
      onReservationRequest((request) => {
        const stored = loadDraft(draftKey)
        const fresh = newDraft(request)
        // The same room again from the same page: go on from what was entered (unless the dates, or the
        // rooms of a group suggestion, changed).
        const same =
          stored &&
          stored.path === path &&
          stored.draft.room === request.roomNumber &&
          (!fresh.check_in ||
            (fresh.check_in === stored.draft.check_in && fresh.check_out === stored.draft.check_out)) &&
          (!fresh.rooms.length || sameRooms(fresh.rooms, stored.draft.rooms))
        setOpen(same ? { ...stored.draft, step: 1 } : fresh)
      }),
    [path],
  )

  if (!open) return null
  return (
    <Suspense fallback={<Loading />}>
      <ReservationDialog initial={open} path={path} onClose={() => setOpen(null)} onSignIn={signIn} />
    </Suspense>
  )
}

const sameRooms = (a: DraftRoom[], b: DraftRoom[]) =>
  a.length === b.length && a.every((room, index) => room.number === b[index]?.number)

function Loading() {
  const { t } = useTranslation()
  return (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-pine-950/40">
      <span className="flex items-center gap-3 rounded-card bg-surface px-5 py-4 text-ink shadow-raised">
        <span
          className="size-6 animate-spin rounded-full border-[3px] border-pine-100 border-t-pine-600"
          aria-hidden="true"
        />
        {t('loading')}
      </span>
    </div>
  )
}
