import { permissions, type StaffSession } from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from './routes.tsx'
import { menuScreens, screens } from './screens.ts'
import { owner, receptionist, renderHtml, text } from './test-support.tsx'

/** Links inside <nav> elements, by their visible text. */
const navLinks = (html: string) =>
  [...html.matchAll(/<nav[\s\S]*?<\/nav>/g)].flatMap((nav) =>
    [...nav[0].matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((link) => text(link[1] ?? '')),
  )

describe('the screens table', () => {
  it('has unique paths, a label and an icon for every screen', () => {
    const paths = screens.map((screen) => screen.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toEqual([
      '',
      'today',
      'board',
      'reservations',
      'reservations/new',
      'reservations/:id',
      'cash',
      'payments',
      'night-audit',
      'night-audit/:id',
      'clients',
      'clients/new',
      'clients/:id',
      'rooms',
      'rooms/new',
      'rooms/:number',
      'housekeeping',
      'breakfasts',
      'prices',
      'promotions',
      'services',
      'products',
      'products/:id',
      'reviews',
      'inbox',
      'inbox/:id',
      'staff',
      'staff/:id',
      'roles',
      'settings',
      'currencies',
      'cash-audits',
      'reports',
      'goals',
      'audit',
      'account',
    ])
    for (const screen of screens) {
      expect(screen.permission === null || permissions.includes(screen.permission)).toBe(true)
      expect(screen.icon).toBeTruthy()
    }
  })

  it('lists in a menu only the screens the person may open', () => {
    const fake = [
      { ...screens[0], path: 'a', permission: null, menu: 'main' },
      { ...screens[0], path: 'b', permission: 'clients.view', menu: 'main' },
      { ...screens[0], path: 'c', permission: 'audit.view', menu: 'main' },
      { ...screens[0], path: 'd', permission: null, menu: 'account' },
      { ...screens[0], path: 'e', permission: 'reservations.view', menu: 'main' },
    ] as typeof screens
    const canReceptionist = (permission: string | null) =>
      permission === null || receptionist.permissions.some((held) => held === permission)
    expect(menuScreens(fake, 'main', canReceptionist).map((screen) => screen.path)).toEqual(['a', 'b', 'e'])
    // With one screen of work, that screen alone: the overview would only lead to it.
    const keeper = (permission: string | null) => permission === null || permission === 'clients.view'
    expect(menuScreens(fake, 'main', keeper).map((screen) => screen.path)).toEqual(['b'])
    expect(menuScreens(fake, 'account', canReceptionist).map((screen) => screen.path)).toEqual(['d'])
  })
})

describe('sign-in page', () => {
  it('labels both fields and uses the right input types', async () => {
    const html = await renderHtml(<AppRoutes />, { session: null, path: '/login' })
    for (const name of ['email', 'password']) {
      const input = new RegExp(`<input[^>]*id="([^"]+)"[^>]*name="${name}"`).exec(html)
      expect(input, `${name} input`).not.toBeNull()
      expect(html).toContain(`for="${input?.[1]}"`)
    }
    expect(html).toMatch(/<input[^>]*type="email"[^>]*autocomplete="username"/i)
    expect(html).toMatch(/<input[^>]*type="password"/)
    expect(html).toMatch(/<form[^>]*novalidate/i)
    expect(text(html)).toContain('E-mail Password')
    expect(html).toMatch(/<button type="submit"[^>]*>.*Sign in<\/button>/)
  })

  it('speaks Spanish when asked, with the switcher showing the choice', async () => {
    const html = await renderHtml(<AppRoutes />, { lng: 'es', session: null, path: '/login' })
    expect(text(html)).toContain('Iniciar sesión')
    expect(text(html)).toContain('Correo electrónico')
    expect(html).toMatch(/lang="es" aria-pressed="true"/)
    expect(html).toMatch(/lang="en" aria-pressed="false"/)
  })
})

describe('signed-in frame', () => {
  it('shows the hotel, the menu from the screens table, the person, their roles and sign-out', async () => {
    const html = await renderHtml(<AppRoutes />, { session: owner })
    const content = text(html)
    expect(content).toContain('Hotel Casa Pinar')
    expect(content).toContain('Ana Rivas')
    expect(content).toContain('Owner')
    expect(content).toContain('Sign out')
    // Each entry appears twice: the desktop sidebar and the phone drawer; under headings, the desk's work first.
    const menu = [
      'Overview',
      'Today',
      'Board',
      'Reservations',
      'Cash drawer',
      'Payments',
      'Night audit',
      'Clients',
      'Inbox',
      'Housekeeping',
      'Breakfasts',
      'Products',
      'Rooms',
      'Prices and seasons',
      'Promotions',
      'Services',
      'Reviews',
      'Staff',
      'Roles and permissions',
      'Settings',
      'Currencies',
      'Cash audits',
      'Reports',
      'Goals',
      'Audit log',
      'My account',
    ]
    expect(navLinks(html)).toEqual([...menu, ...menu])
    for (const heading of ['Front desk', 'Housekeeping and kitchen', 'Rooms and prices', 'Administration'])
      expect(content).toContain(heading)
    expect(html).toMatch(/aria-current="page"[^>]*>.*Overview/)
  })

  it("shows the hotel's real facts, not placeholders", async () => {
    const content = text(await renderHtml(<AppRoutes />, { session: receptionist }))
    expect(content).toContain('Welcome, Luis')
    expect(content).toContain('You are signed in as Receptionist · ana@casapinar.example')
    expect(content).toContain('From 3:00 p.m.')
    expect(content).toContain('Until 11:00 a.m.')
    expect(content).toContain('1 USD = 36.80 NIO')
    expect(content).toContain('(505) 8842-1930')
    expect(content.toLowerCase()).not.toContain('coming soon')
  })

  it('names several roles as a sentence, and none when the last was removed', async () => {
    const both: StaffSession = { ...owner, user: { ...owner.user, roles: ['manager', 'accountant'] } }
    expect(text(await renderHtml(<AppRoutes />, { session: both }))).toContain('Manager and Accountant')
    expect(text(await renderHtml(<AppRoutes />, { session: both, lng: 'es' }))).toContain(
      'Gerente y Contador',
    )
    const none: StaffSession = { ...owner, user: { ...owner.user, roles: [] }, permissions: [] }
    expect(text(await renderHtml(<AppRoutes />, { session: none }))).toContain('No role yet')
  })

  it('reads naturally in Spanish', async () => {
    const content = text(await renderHtml(<AppRoutes />, { session: receptionist, lng: 'es' }))
    expect(content).toContain('Hola, Luis')
    expect(content).toContain('Recepcionista')
    expect(content).toContain('Desde las 3:00 p. m.')
    expect(content).toContain('Cerrar sesión')
    expect(navLinks(await renderHtml(<AppRoutes />, { session: receptionist, lng: 'es' }))).toContain(
      'Mi cuenta',
    )
  })

  it('shows nothing of a screen to someone signed out (the browser is sent on to sign-in)', async () => {
    expect(text(await renderHtml(<AppRoutes />, { session: null, path: '/account' }))).toBe('')
    expect(text(await renderHtml(<AppRoutes />, { session: null, path: '/' }))).toBe('')
  })
})

describe('My account', () => {
  it('shows the name, e-mail, roles and every permission with its label', async () => {
    const content = text(await renderHtml(<AppRoutes />, { session: owner, path: '/account' }))
    expect(content).toContain('My account')
    expect(content).toContain('ana@casapinar.example')
    expect(content).toContain('(505) 8842-1930')
    expect(content).toContain('Identification Not given')
    expect(content).toContain('Roles Owner')
    expect(content).toContain('Read the audit log audit.view')
    expect(content).toContain('Create, edit and archive rooms and their pictures rooms.manage')
    expect(content).toContain(String(permissions.length))
  })

  it("lists a receptionist's permissions in Spanish, and nothing they do not hold", async () => {
    const content = text(
      await renderHtml(<AppRoutes />, { session: receptionist, path: '/account', lng: 'es' }),
    )
    expect(content).toContain('Mi cuenta')
    expect(content).toContain('Ver clientes clients.view')
    expect(content).toContain('Ver reservaciones')
    expect(content).toContain('Teléfono Sin registrar')
    expect(content).not.toContain('audit.view')
    expect(content).toContain('Cerrar sesión')
  })

  it('says plainly when the person holds no permission', async () => {
    const none: StaffSession = { ...receptionist, user: { ...receptionist.user, roles: [] }, permissions: [] }
    const content = text(await renderHtml(<AppRoutes />, { session: none, path: '/account' }))
    expect(content).toContain("You can't use any screen but this one yet.")
    expect(content).toContain('No role yet')
  })
})

describe('403 and 404', () => {
  it('keeps a screen from someone without its permission, calmly, with the way back', async () => {
    const { ScreenGuard } = await import('./layout/screen-guard.tsx')
    const guarded = { ...screens[0], permission: 'audit.view' } as (typeof screens)[number]
    const refused = await renderHtml(<ScreenGuard screen={guarded} />, { session: receptionist })
    expect(text(refused)).toContain("You don't have access to this screen")
    expect(refused).toMatch(/<a[^>]*href="\/"[^>]*>.*Back to overview/)
    expect(text(refused)).not.toContain('Welcome')

    const allowed = await renderHtml(<ScreenGuard screen={guarded} />, { session: owner })
    expect(text(allowed)).toContain('Welcome, Ana')

    const spanish = await renderHtml(<ScreenGuard screen={guarded} />, { session: receptionist, lng: 'es' })
    expect(text(spanish)).toContain('No tiene acceso a esta pantalla')
    expect(text(spanish)).toContain('Volver al resumen')
  })

  it('explains an unknown address and links back to the overview', async () => {
    const html = await renderHtml(<AppRoutes />, { session: owner, path: '/no-such-screen' })
    expect(text(html)).toContain("We couldn't find that page")
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>.*Back to overview/)
  })
})
