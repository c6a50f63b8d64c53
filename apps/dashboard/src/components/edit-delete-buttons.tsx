import { Pencil, Trash2 } from 'lucide-react'
import { buttonClass } from './button-styles.ts'

/**
 * The "Edit" and "Delete" buttons of an item in a list (a goal, a season): an icon and a word, the icon alone on a
 * phone; their labels name the item for screen readers ("Edit the goal for March").
 */
export function EditDeleteButtons({
  editText,
  editLabel,
  onEdit,
  deleteText,
  deleteLabel,
  onDelete,
}: {
  editText: string
  editLabel: string
  onEdit: () => void
  deleteText: string
  deleteLabel: string
  onDelete: () => void
}) {
  return (
    <>
      <button type="button" onClick={onEdit} aria-label={editLabel} className={buttonClass('secondary')}>
        <Pencil className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">{editText}</span>
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={deleteLabel}
        className={buttonClass('danger-secondary')}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">{deleteText}</span>
      </button>
    </>
  )
}
