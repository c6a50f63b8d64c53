import { LayoutDashboard, type LucideIcon } from 'lucide-react'

export interface NavEntry {
  to: string
  /** Key under `nav.` in the translation files. */
  label: 'overview'
  icon: LucideIcon
  end?: boolean
}

/** The dashboard's screens. Add an entry here when its page exists, never before. */
export const navigation: readonly NavEntry[] = [
  { to: '/', label: 'overview', icon: LayoutDashboard, end: true },
]
