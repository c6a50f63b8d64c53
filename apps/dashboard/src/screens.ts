import type { Permission } from '@hotel/contract'
import {
  BedDouble,
  BrushCleaning,
  CalendarCheck,
  CalendarDays,
  CalendarRange,
  ChartColumn,
  ClipboardCheck,
  Coffee,
  Coins,
  ConciergeBell,
  History,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareText,
  Moon,
  Package,
  Receipt,
  Settings,
  ShieldCheck,
  Sun,
  Tag,
  Target,
  UserCog,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type common from '../public/locales/en/common.json'

/** A key under `screens.` in public/locales/{en,es}/common.json. */
type ScreenLabel = keyof (typeof common)['screens']

export interface Screen {
  /** The address under /dashboard/, as React Router writes it: '' is the overview, 'account' is /dashboard/account. */
  path: string
  /** Each page is its own chunk, downloaded when first opened. */
  page: LazyExoticComponent<ComponentType>
  /** What opening it needs; null: everyone signed in. */
  permission: Permission | null
  label: ScreenLabel
  icon: LucideIcon
  /**
   * Where the menu lists it: with the hotel's work, or with the person's own things beside their name; 'none'
   * for a screen reached from another (a record's detail, a form), guarded all the same.
   */
  menu: 'main' | 'account' | 'none'
  /** Where in the main menu: under which heading (the overview stands alone at the top). */
  group?: MenuGroup
}

/** The main menu's headings, in order: the desk's daily work first, the owner's administration last. */
export const menuGroups = ['home', 'desk', 'operations', 'catalogue', 'admin'] as const
type MenuGroup = (typeof menuGroups)[number]

/**
 * Every screen of the dashboard. This one table drives the router (a route per screen), the menu (the screens
 * the signed-in person may use) and the guard (a screen's address without its permission shows the 403
 * state). A screen enters it when its page exists, never before.
 */
export const screens: readonly Screen[] = [
  {
    path: '',
    page: lazy(() => import('./pages/overview.tsx')),
    permission: null,
    label: 'overview',
    icon: LayoutDashboard,
    menu: 'main',
    group: 'home',
  },
  {
    path: 'today',
    page: lazy(() => import('./features/today/today-page.tsx')),
    permission: 'reservations.view',
    label: 'today',
    icon: Sun,
    menu: 'main',
    group: 'desk',
  },
  {
    path: 'board',
    page: lazy(() => import('./features/board/board-page.tsx')),
    permission: 'reservations.view',
    label: 'board',
    icon: CalendarRange,
    menu: 'main',
    group: 'desk',
  },
  {
    path: 'reservations',
    page: lazy(() => import('./features/reservations/list-page.tsx')),
    permission: 'reservations.view',
    label: 'reservations',
    icon: CalendarCheck,
    menu: 'main',
    group: 'desk',
  },
  {
    path: 'reservations/new',
    page: lazy(() => import('./features/reservations/new-page.tsx')),
    permission: 'reservations.manage',
    label: 'reservationNew',
    icon: CalendarCheck,
    menu: 'none',
  },
  {
    path: 'reservations/:id',
    page: lazy(() => import('./features/reservations/reservation-page.tsx')),
    permission: 'reservations.view',
    label: 'reservation',
    icon: CalendarCheck,
    menu: 'none',
  },
  {
    path: 'cash',
    page: lazy(() => import('./features/cash/cash-page.tsx')),
    permission: 'cash.operate',
    label: 'cash',
    icon: Wallet,
    menu: 'main',
    group: 'desk',
  },
  {
    path: 'payments',
    page: lazy(() => import('./features/payments/payments-page.tsx')),
    permission: 'payments.view',
    label: 'payments',
    icon: Receipt,
    menu: 'main',
    group: 'desk',
  },
  {
    path: 'night-audit',
    page: lazy(() => import('./features/night-audit/night-audit-page.tsx')),
    permission: 'nightaudit.run',
    label: 'nightAudit',
    icon: Moon,
    menu: 'main',
    group: 'desk',
  },
  {
    path: 'night-audit/:id',
    page: lazy(() => import('./features/night-audit/report-page.tsx')),
    permission: 'nightaudit.run',
    label: 'nightAuditReport',
    icon: Moon,
    menu: 'none',
  },
  {
    path: 'clients',
    page: lazy(() => import('./features/clients/list-page.tsx')),
    permission: 'clients.view',
    label: 'clients',
    icon: Users,
    menu: 'main',
    group: 'desk',
  },
  {
    path: 'clients/new',
    page: lazy(() => import('./features/clients/new-page.tsx')),
    permission: 'clients.manage',
    label: 'clientNew',
    icon: Users,
    menu: 'none',
  },
  {
    path: 'clients/:id',
    page: lazy(() => import('./features/clients/detail-page.tsx')),
    permission: 'clients.view',
    label: 'client',
    icon: Users,
    menu: 'none',
  },
  {
    path: 'rooms',
    page: lazy(() => import('./features/rooms/list-page.tsx')),
    permission: 'rooms.view',
    label: 'rooms',
    icon: BedDouble,
    menu: 'main',
    group: 'catalogue',
  },
  {
    path: 'rooms/new',
    page: lazy(() => import('./features/rooms/editor-page.tsx')),
    permission: 'rooms.manage',
    label: 'roomNew',
    icon: BedDouble,
    menu: 'none',
  },
  {
    path: 'rooms/:number',
    page: lazy(() => import('./features/rooms/editor-page.tsx')),
    permission: 'rooms.view',
    label: 'room',
    icon: BedDouble,
    menu: 'none',
  },
  {
    path: 'housekeeping',
    page: lazy(() => import('./features/housekeeping/housekeeping-page.tsx')),
    permission: 'housekeeping.update',
    label: 'housekeeping',
    icon: BrushCleaning,
    menu: 'main',
    group: 'operations',
  },
  {
    path: 'breakfasts',
    page: lazy(() => import('./features/breakfasts/breakfasts-page.tsx')),
    permission: 'breakfasts.manage',
    label: 'breakfasts',
    icon: Coffee,
    menu: 'main',
    group: 'operations',
  },
  {
    path: 'prices',
    page: lazy(() => import('./features/prices/prices-page.tsx')),
    permission: 'prices.manage',
    label: 'prices',
    icon: CalendarDays,
    menu: 'main',
    group: 'catalogue',
  },
  {
    path: 'promotions',
    page: lazy(() => import('./features/promotions/list-page.tsx')),
    permission: 'promotions.manage',
    label: 'promotions',
    icon: Tag,
    menu: 'main',
    group: 'catalogue',
  },
  {
    path: 'services',
    page: lazy(() => import('./features/services/list-page.tsx')),
    permission: 'services.manage',
    label: 'services',
    icon: ConciergeBell,
    menu: 'main',
    group: 'catalogue',
  },
  {
    path: 'products',
    page: lazy(() => import('./features/inventory/list-page.tsx')),
    permission: 'inventory.view',
    label: 'products',
    icon: Package,
    menu: 'main',
    group: 'operations',
  },
  {
    path: 'products/:id',
    page: lazy(() => import('./features/inventory/product-page.tsx')),
    permission: 'inventory.view',
    label: 'product',
    icon: Package,
    menu: 'none',
  },
  {
    path: 'reviews',
    page: lazy(() => import('./features/reviews/list-page.tsx')),
    permission: 'reviews.moderate',
    label: 'reviews',
    icon: MessageSquareText,
    menu: 'main',
    group: 'catalogue',
  },
  {
    path: 'inbox',
    page: lazy(() => import('./features/inbox/list-page.tsx')),
    permission: 'inbox.view',
    label: 'inbox',
    icon: Inbox,
    menu: 'main',
    group: 'desk',
  },
  {
    path: 'inbox/:id',
    page: lazy(() => import('./features/inbox/message-page.tsx')),
    permission: 'inbox.view',
    label: 'inboxMessage',
    icon: Inbox,
    menu: 'none',
  },
  {
    path: 'staff',
    page: lazy(() => import('./features/staff/list-page.tsx')),
    permission: 'staff.manage',
    label: 'staff',
    icon: UserCog,
    menu: 'main',
    group: 'admin',
  },
  {
    path: 'staff/:id',
    page: lazy(() => import('./features/staff/detail-page.tsx')),
    permission: 'staff.manage',
    label: 'staffMember',
    icon: UserCog,
    menu: 'none',
  },
  {
    path: 'roles',
    page: lazy(() => import('./features/roles/roles-page.tsx')),
    permission: 'roles.manage',
    label: 'roles',
    icon: ShieldCheck,
    menu: 'main',
    group: 'admin',
  },
  {
    path: 'settings',
    page: lazy(() => import('./features/settings/settings-page.tsx')),
    permission: 'settings.manage',
    label: 'settings',
    icon: Settings,
    menu: 'main',
    group: 'admin',
  },
  {
    path: 'currencies',
    page: lazy(() => import('./features/currencies/currencies-page.tsx')),
    permission: 'currencies.manage',
    label: 'currencies',
    icon: Coins,
    menu: 'main',
    group: 'admin',
  },
  {
    path: 'cash-audits',
    page: lazy(() => import('./features/cash/audits-page.tsx')),
    permission: 'cash.audit',
    label: 'cashAudits',
    icon: ClipboardCheck,
    menu: 'main',
    group: 'admin',
  },
  {
    path: 'reports',
    page: lazy(() => import('./features/reports/reports-page.tsx')),
    permission: 'reports.view',
    label: 'reports',
    icon: ChartColumn,
    menu: 'main',
    group: 'admin',
  },
  {
    path: 'goals',
    page: lazy(() => import('./features/goals/goals-page.tsx')),
    permission: 'reports.view',
    label: 'goals',
    icon: Target,
    menu: 'main',
    group: 'admin',
  },
  {
    path: 'audit',
    page: lazy(() => import('./features/audit/audit-page.tsx')),
    permission: 'audit.view',
    label: 'audit',
    icon: History,
    menu: 'main',
    group: 'admin',
  },
  {
    path: 'account',
    page: lazy(() => import('./pages/account.tsx')),
    permission: null,
    label: 'account',
    icon: UserRound,
    menu: 'account',
  },
]

/** The link to a screen, relative to the router's /dashboard/ basename. */
export const screenHref = (screen: Pick<Screen, 'path'>) => `/${screen.path}`

/** The screens a menu shows: those whose permission the person holds, in the table's order. */
export function menuScreens(
  all: readonly Screen[],
  menu: Screen['menu'],
  can: (permission: Permission | null) => boolean,
): Screen[] {
  const shown = all.filter((screen) => screen.menu === menu && can(screen.permission))
  // Someone with a single screen of work (a housekeeper) sees it alone: the overview would only send them there.
  if (menu === 'main' && soleWorkScreen(all, can)) return shown.filter((screen) => screen.permission !== null)
  return shown
}

/** The one screen of the main menu a person may work in, when there is exactly one; their landing page. */
export function soleWorkScreen(
  all: readonly Screen[],
  can: (permission: Permission | null) => boolean,
): Screen | null {
  const work = all.filter(
    (screen) => screen.menu === 'main' && screen.permission !== null && can(screen.permission),
  )
  return work.length === 1 ? (work[0] ?? null) : null
}
