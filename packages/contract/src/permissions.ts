// The staff permission catalogue: every capability of the dashboard as `resource.action`, with its labels and
// the roles that hold it by default. No zod here: the dashboard's menu reads it on every screen.

export const staffRoles = ['owner', 'manager', 'receptionist', 'accountant', 'housekeeper'] as const
export type StaffRole = (typeof staffRoles)[number]

interface PermissionEntry {
  en: string
  es: string
  /** Held through the owner role only: nobody else may be given it, and its refusal says so. */
  ownerOnly?: true
}

export const permissionCatalogue = {
  'rooms.view': { en: 'See rooms and their status', es: 'Ver las habitaciones y su estado' },
  'rooms.manage': {
    en: 'Create, edit and archive rooms and their pictures',
    es: 'Crear, editar y archivar habitaciones y sus fotos',
  },
  'prices.manage': { en: 'Set seasons and nightly prices', es: 'Definir temporadas y precios por noche' },
  'promotions.manage': { en: 'Manage promotions', es: 'Gestionar promociones' },
  'services.manage': { en: 'Manage room services', es: 'Gestionar los servicios de las habitaciones' },
  'reviews.moderate': { en: 'Hide and show reviews', es: 'Ocultar y mostrar reseñas' },
  'inbox.view': { en: 'Read contact messages', es: 'Leer los mensajes de contacto' },
  'reservations.view': { en: 'See reservations', es: 'Ver reservaciones' },
  'reservations.manage': {
    en: 'Book, modify and cancel reservations',
    es: 'Reservar, modificar y cancelar reservaciones',
  },
  'reservations.override_deadline': {
    en: 'Modify or cancel after the deadline',
    es: 'Modificar o cancelar pasado el plazo',
  },
  'frontdesk.operate': {
    en: 'Check guests in and out, move stays, add extras',
    es: 'Registrar llegadas y salidas, mover estadías, agregar extras',
  },
  'frontdesk.settle_later': {
    en: 'Check a guest out with a balance still due',
    es: 'Hacer la salida de un huésped con saldo pendiente',
  },
  'housekeeping.update': {
    en: 'Mark rooms cleaned or in maintenance',
    es: 'Marcar habitaciones limpias o en mantenimiento',
  },
  'inventory.view': {
    en: 'See the products sold as extras and their stock',
    es: 'Ver los productos que se venden como extras y sus existencias',
  },
  'inventory.manage': {
    en: 'Add products and edit their names, categories, prices and costs',
    es: 'Agregar productos y editar su nombre, categoría, precio y costo',
  },
  'inventory.count': {
    en: 'Record deliveries, waste and stock counts',
    es: 'Registrar entregas, mermas y conteos de existencias',
  },
  'breakfasts.manage': { en: 'Record breakfasts served', es: 'Registrar los desayunos servidos' },
  'payments.view': { en: 'See payments and balances', es: 'Ver pagos y saldos' },
  'payments.take': { en: 'Take payments at the desk', es: 'Cobrar en recepción' },
  'refunds.create': { en: 'Refund payments', es: 'Reembolsar pagos' },
  'cash.operate': { en: 'Open and close the cash drawer', es: 'Abrir y cerrar la caja' },
  'cash.audit': { en: 'Audit the cash drawer', es: 'Hacer arqueos de caja' },
  'currencies.manage': {
    en: 'Manage currency units and exchange rates',
    es: 'Gestionar denominaciones y tipos de cambio',
  },
  'nightaudit.run': {
    en: 'Run the night audit and close the hotel day',
    es: 'Hacer la auditoría nocturna y cerrar el día',
  },
  'goals.manage': { en: 'Set monthly and yearly goals', es: 'Definir metas mensuales y anuales' },
  'reports.view': { en: 'See charts and reports', es: 'Ver gráficos e informes' },
  'clients.view': { en: 'See clients', es: 'Ver clientes' },
  'clients.manage': {
    en: 'Create, edit, suspend and restore clients',
    es: 'Crear, editar, suspender y restablecer clientes',
  },
  'staff.manage': {
    en: 'Invite, edit, suspend and restore staff',
    es: 'Invitar, editar, suspender y restablecer al personal',
    ownerOnly: true,
  },
  'roles.manage': {
    en: 'Edit roles and grant permissions',
    es: 'Editar roles y conceder permisos',
    ownerOnly: true,
  },
  'settings.manage': {
    en: "Edit the hotel's settings",
    es: 'Editar la configuración del hotel',
    ownerOnly: true,
  },
  'audit.view': { en: 'Read the audit log', es: 'Leer el registro de auditoría', ownerOnly: true },
} as const satisfies Record<string, PermissionEntry>

export type Permission = keyof typeof permissionCatalogue
export const permissions = Object.keys(permissionCatalogue) as Permission[]

export const isPermission = (value: string): value is Permission => Object.hasOwn(permissionCatalogue, value)

export const isOwnerOnly = (permission: Permission) =>
  (permissionCatalogue[permission] as PermissionEntry).ownerOnly === true

/** Permissions anyone but the owner may be given, through a role or directly. */
export const grantablePermissions = permissions.filter((permission) => !isOwnerOnly(permission))

export const roleLabels: Record<StaffRole, { en: string; es: string }> = {
  owner: { en: 'Owner', es: 'Propietario' },
  manager: { en: 'Manager', es: 'Gerente' },
  receptionist: { en: 'Receptionist', es: 'Recepcionista' },
  accountant: { en: 'Accountant', es: 'Contador' },
  housekeeper: { en: 'Housekeeper', es: 'Camarista' },
}

/** What each role holds when the hotel starts; the owner edits all but the owner's, which holds everything. */
export const defaultRolePermissions: Record<StaffRole, readonly Permission[]> = {
  owner: permissions,
  manager: grantablePermissions,
  receptionist: [
    'rooms.view',
    'reservations.view',
    'reservations.manage',
    'frontdesk.operate',
    'housekeeping.update',
    'breakfasts.manage',
    'inventory.view',
    'payments.view',
    'payments.take',
    'cash.operate',
    'nightaudit.run',
    'clients.view',
    'clients.manage',
    'inbox.view',
  ],
  accountant: [
    'reservations.view',
    'payments.view',
    'refunds.create',
    'cash.audit',
    'currencies.manage',
    'goals.manage',
    'reports.view',
    'clients.view',
    'inventory.view',
    'inventory.manage',
    'inventory.count',
  ],
  // The floor's screen and nothing else (issue 15); stock counts are the accountant's unless granted.
  housekeeper: ['housekeeping.update'],
}

/** Whether a signed-in staff member's permission list allows `permission`. */
export const can = (held: readonly string[] | undefined, permission: Permission) =>
  held?.includes(permission) ?? false
