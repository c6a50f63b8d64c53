import {
  ApiError,
  defaultPerPage,
  defaultRolePermissions,
  type PageMeta,
  permissions,
  type StaffInvitation,
  type StaffRole,
  type StaffUserDetail,
  type StaffUserListItem,
  staffStatuses,
} from '@hotel/contract'
import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { applyServerErrors, fieldErrorText } from '../../lib/forms.ts'
import { AppRoutes } from '../../routes.tsx'
import { owner, renderHtml, testI18n, text } from '../../test-support.tsx'
import { effectivePermissions } from './access.tsx'
import { invitationListDefaults, staffKeys, staffListDefaults, staffStatusList } from './api.ts'
import { RevokeConfirm } from './invitations.tsx'
import {
  InviteDialog,
  type InviteValues,
  invitableRoles,
  inviteFields,
  inviteResolver,
} from './invite-dialog.tsx'
import { readTab } from './list-page.tsx'
import { formatFromNow, readStatus } from './parts.tsx'

const ana: StaffUserListItem = { ...owner.user, created_at: '2026-01-10T15:00:00.000Z' }
const luis: StaffUserListItem = {
  id: '2c4e6a8b-1d3f-4a5b-9c7d-8e9f0a1b2c3d',
  name: 'Luis',
  last_name: 'Pérez',
  email: 'luis@casapinar.example',
  phone: null,
  identification: '001-010190-0001A',
  roles: ['accountant', 'receptionist'],
  status: 'suspended',
  created_at: '2026-03-01T15:00:00.000Z',
}

const meta = (total: number): PageMeta => ({ page: 1, per_page: defaultPerPage, total, last_page: 1 })
const params = <T extends string>(orderBy: T, direction: 'asc' | 'desc' = 'asc') => ({
  page: 1,
  per_page: defaultPerPage,
  order_by: orderBy,
  order_direction: direction,
  search: '',
})
const staffParams = params(staffListDefaults.orderBy[0])
const invitationParams = params(invitationListDefaults.orderBy[0], 'desc')

const invitation: StaffInvitation = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  email: 'rosa@example.com',
  name: 'Rosa',
  last_name: 'Blandón',
  role: 'housekeeper',
  invited_by: { id: owner.user.id, name: 'Ana', last_name: 'Rivas' },
  expires_at: '2026-03-04T21:00:00.000Z',
  mail_failed: false,
  created_at: '2026-03-01T21:00:00.000Z',
}

const detailOf = (person: StaffUserListItem, direct: StaffUserDetail['direct_permissions'] = []) => ({
  ...person,
  direct_permissions: direct,
  updated_at: person.created_at,
})
const roleGrants = new Map(Object.entries(defaultRolePermissions)) as Map<StaffRole, typeof permissions>

const listQueries = [[staffKeys.list(staffParams, undefined), { data: [ana, luis], meta: meta(2) }]] as const

describe('staff screens', () => {
  it("keeps the contract's statuses and reads only known statuses and tabs from the address", () => {
    expect(staffStatusList).toEqual([...staffStatuses])
    expect(readStatus('suspended')).toBe('suspended')
    expect(readStatus('deleted')).toBeUndefined()
    expect(readTab('invitations')).toBe('invitations')
    expect(readTab(null)).toBe('people')
    expect(readTab('roles')).toBe('people')
  })

  it('lists the staff with their roles in the interface language, status and start date', async () => {
    const html = await renderHtml(<AppRoutes />, { session: owner, path: '/staff', queries: listQueries })
    const content = text(html)
    expect(content).toContain('Ana Rivas')
    expect(content).toContain('luis@casapinar.example')
    expect(content).toContain('Owner')
    expect(content).toContain('Accountant')
    expect(content).toContain('Receptionist')
    expect(content).toContain('Suspended')
    expect(content).toContain('Mar 1, 2026')
    expect(content).toContain('Invite someone')
    expect(html).toContain(`href="/staff/${luis.id}"`)
    expect(html).toMatch(/aria-current="page"[^>]*>People</)

    const es = text(
      await renderHtml(<AppRoutes />, { lng: 'es', session: owner, path: '/staff', queries: listQueries }),
    )
    expect(es).toContain('Propietario')
    expect(es).toContain('Contador')
    expect(es).toContain('Invitaciones pendientes')
  })

  it('says so when nobody matches a status, and offers an invitation when there is nobody at all', async () => {
    const filtered = text(
      await renderHtml(<AppRoutes />, {
        session: owner,
        path: '/staff?status=suspended',
        queries: [[staffKeys.list(staffParams, 'suspended'), { data: [], meta: meta(0) }]],
      }),
    )
    expect(filtered).toContain('Nobody with this status')
    expect(filtered).not.toContain('Invite the people')
    const nobody = text(
      await renderHtml(<AppRoutes />, {
        session: owner,
        path: '/staff',
        queries: [[staffKeys.list(staffParams, undefined), { data: [], meta: meta(0) }]],
      }),
    )
    expect(nobody).toContain('Nobody on the staff yet')
    expect(nobody).toContain('Invite the people who run the hotel with you')
  })

  it('lists pending invitations with who sent them, and their actions; none: an empty state', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: owner,
      path: '/staff?tab=invitations',
      queries: [[staffKeys.invitationList(invitationParams), { data: [invitation], meta: meta(1) }]],
    })
    const content = text(html)
    expect(content).toContain('Rosa Blandón')
    expect(content).toContain('rosa@example.com')
    expect(content).toContain('Housekeeper')
    expect(content).toContain('by Ana Rivas')
    expect(content).toContain('Mar 1, 2026')
    // The expiry says how long is left, the hotel's hour in its title: 21:00 UTC is 3 p.m. in Managua.
    expect(html).toMatch(/<time dateTime="2026-03-04T21:00:00.000Z" title="Mar 4, 2026, 3:00\sPM"/)
    expect(html).toContain('aria-label="Send the invitation to Rosa Blandón again"')
    expect(html).toContain('aria-label="Revoke the invitation to Rosa Blandón"')
    expect(content).not.toContain('The mail could not be sent')
    const failed = await renderHtml(<AppRoutes />, {
      session: owner,
      path: '/staff?tab=invitations',
      queries: [
        [
          staffKeys.invitationList(invitationParams),
          { data: [{ ...invitation, mail_failed: true }], meta: meta(1) },
        ],
      ],
    })
    expect(text(failed)).toContain('The mail could not be sent: send it again.')

    const empty = text(
      await renderHtml(<AppRoutes />, {
        lng: 'es',
        session: owner,
        path: '/staff?tab=invitations',
        queries: [[staffKeys.invitationList(invitationParams), { data: [], meta: meta(0) }]],
      }),
    )
    expect(empty).toContain('No hay invitaciones pendientes')
    expect(empty).toContain('Invitar a alguien')
  })

  it('says how long an invitation has left as people say it', () => {
    const now = Date.parse('2026-03-01T21:00:00.000Z')
    expect(formatFromNow('2026-03-04T21:00:00.000Z', 'en', now)).toBe('in 3 days')
    expect(formatFromNow('2026-03-04T20:00:00.000Z', 'es', now)).toBe('dentro de 3 días')
    expect(formatFromNow('2026-03-02T02:00:00.000Z', 'en', now)).toBe('in 5 hours')
    expect(formatFromNow('2026-03-01T21:20:00.000Z', 'es', now)).toBe('dentro de 20 minutos')
  })

  it('validates the invitation with the contract schema, in the interface language', async () => {
    const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<InviteValues>
    const blank = await inviteResolver({ email: '', name: '', last_name: ' ', role: '' }, undefined, options)
    expect(Object.keys(blank.errors).sort()).toEqual(['email', 'last_name', 'name', 'role'])
    expect(blank.errors.role?.message).toBe('validation.required')

    const wrong = await inviteResolver(
      { email: 'rosa@', name: 'Rosa', last_name: 'Blandón', role: 'chef' as InviteValues['role'] },
      undefined,
      options,
    )
    const es = await testI18n('es')
    expect(fieldErrorText(es.t, wrong.errors.email)).toBe(
      'Ingrese un correo válido, por ejemplo nombre@ejemplo.com.',
    )
    expect(fieldErrorText(es.t, wrong.errors.role)).toBe('Elija una de las opciones.')

    const fine = await inviteResolver(
      { email: ' Rosa@Example.com ', name: 'Rosa', last_name: 'Blandón', role: 'housekeeper' },
      undefined,
      options,
    )
    expect(fine.errors).toEqual({})
    expect(fine.values).toMatchObject({ email: 'rosa@example.com', role: 'housekeeper' })
  })

  it("puts the server's refusal on its field: an e-mail that already belongs to the staff", () => {
    const taken = new ApiError(409, {
      code: 'email_taken',
      message: 'This e-mail is already registered.',
      errors: { email: ['This e-mail is already registered.'] },
    })
    const setError = vi.fn()
    expect(applyServerErrors(taken, setError, inviteFields)).toEqual(['email'])
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'This e-mail is already registered.' },
      { shouldFocus: true },
    )
    // A refusal naming no field (an owner invited by someone else) is left to a toast.
    expect(
      applyServerErrors(new ApiError(403, { code: 'forbidden', message: 'No.' }), setError, inviteFields),
    ).toEqual([])
  })

  it('offers the owner role only to an owner, in a dialog with every field labelled', async () => {
    expect(invitableRoles(['owner'])).toContain('owner')
    expect(invitableRoles(['manager'])).not.toContain('owner')
    const html = await renderHtml(<InviteDialog open onClose={() => undefined} />, { session: owner })
    const content = text(html)
    expect(content).toContain('Invite someone to the dashboard')
    for (const label of ['E-mail', 'Name', 'Last name', 'Role', 'Send invitation'])
      expect(content).toContain(label)
    expect(html).toMatch(/<option value="owner">Owner<\/option>/)
    expect(html).toMatch(/<option value="">Choose a role<\/option>/)
  })

  it('asks before revoking an invitation, as a danger alert naming the person', async () => {
    const html = await renderHtml(
      <RevokeConfirm
        invitation={invitation}
        pending={false}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
      { lng: 'es' },
    )
    expect(html).toMatch(/<dialog[^>]*role="alertdialog"/)
    const content = text(html)
    expect(content).toContain('¿Revocar la invitación a rosa@example.com?')
    expect(content).toContain('El enlace enviado a Rosa Blandón dejará de funcionar.')
    expect(content).toMatch(/Cancelar Revocar$/)
    const closed = await renderHtml(
      <RevokeConfirm
        invitation={null}
        pending={false}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    )
    expect(text(closed)).toBe('')
  })

  it("shows a person's facts, roles, own permissions and what they add up to; Suspend for others only", async () => {
    const queries = [
      [staffKeys.detail(luis.id), detailOf(luis, ['refunds.create', 'rooms.view'])],
      [staffKeys.roleGrants, roleGrants],
    ] as const
    const html = await renderHtml(<AppRoutes />, { session: owner, path: `/staff/${luis.id}`, queries })
    const content = text(html)
    expect(content).toContain('Luis Pérez')
    expect(content).toContain('001-010190-0001A')
    expect(content).toContain('Accountant')
    expect(content).toContain('Refund payments')
    expect(content).toContain('Restore')
    expect(html).toContain('aria-label="Remove the Receptionist role"')
    expect(html).toContain('aria-label="Remove “Refund payments”"')
    const held = effectivePermissions(luis.roles, ['refunds.create', 'rooms.view'], roleGrants)
    expect(content).toContain(
      `What they can do ${'Suspended: none of this applies until they are restored.'} ${held.length}`,
    )

    const self = text(
      await renderHtml(<AppRoutes />, {
        session: owner,
        path: `/staff/${ana.id}`,
        queries: [
          [staffKeys.detail(ana.id), detailOf(ana)],
          [staffKeys.roleGrants, roleGrants],
        ],
      }),
    )
    expect(self).toContain('Ana Rivas')
    expect(self).toContain('You')
    expect(self).toContain('Edit details')
    expect(self).not.toContain('Suspend')
    expect(self).not.toContain('Restore')

    const other = text(
      await renderHtml(<AppRoutes />, {
        lng: 'es',
        session: owner,
        path: `/staff/${luis.id}`,
        queries: [
          [staffKeys.detail(luis.id), detailOf({ ...luis, status: 'active' })],
          [staffKeys.roleGrants, roleGrants],
        ],
      }),
    )
    expect(other).toContain('Suspender')
    expect(other).toContain('Permisos propios')
    expect(other).toContain('Reembolsar pagos')
  })

  it('adds up what a person may do as the API does: everything for an owner, else roles and their own', () => {
    expect(effectivePermissions(['owner'], [], roleGrants)).toEqual(permissions)
    expect(effectivePermissions([], [], roleGrants)).toEqual([])
    const housekeeper = effectivePermissions(['housekeeper'], ['reservations.view'], roleGrants)
    // The catalogue's order, each permission once.
    expect(housekeeper).toEqual(['reservations.view', 'housekeeping.update'])
  })
})
