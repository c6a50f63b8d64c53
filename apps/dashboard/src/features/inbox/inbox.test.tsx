import {
  type ContactMessageDetail,
  contactStatuses,
  defaultPerPage,
  replySubject,
  type StaffContactMessage,
} from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { receptionist as desk, owner, renderHtml, text } from '../../test-support.tsx'
import { inboxKeys, inboxListDefaults, inboxStatusList } from './api.ts'
import { readInboxStatus } from './parts.tsx'

/** The receptionist's default grants include the inbox. */
const receptionist = { ...desk, permissions: [...desk.permissions, 'inbox.view' as const] }

const message: StaffContactMessage = {
  id: '7b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Marta Flores',
  email: 'marta@example.com',
  phone: '+50588445566',
  subject: 'Group of 8 in March',
  message: 'Do you have three rooms free from 10 to 14 March?',
  locale: 'es',
  status: 'new',
  replies: 0,
  created_at: '2026-03-01T21:00:00.000Z',
}
const answered: StaffContactMessage = {
  ...message,
  id: '8b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  subject: 'Invoice copy',
  status: 'answered',
  replies: 1,
}
const params = {
  page: 1,
  per_page: defaultPerPage,
  order_by: inboxListDefaults.orderBy[0],
  order_direction: 'desc' as const,
  search: '',
}
const detail: ContactMessageDetail = {
  ...answered,
  reply_list: [
    {
      id: '9b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      subject: 'Re: Invoice copy',
      body: 'Here it is again.',
      staff: { id: owner.user.id, name: 'Ana', last_name: 'Rivas' },
      created_at: '2026-03-02T15:00:00.000Z',
    },
  ],
}

describe('inbox screens', () => {
  it("keeps the contract's statuses and reads only known ones from the address", () => {
    expect(inboxStatusList).toEqual([...contactStatuses])
    expect(readInboxStatus('answered')).toBe('answered')
    expect(readInboxStatus('spam')).toBeUndefined()
  })

  it('lists the messages with their sender, status and the count of new ones', async () => {
    const queries = [
      [
        inboxKeys.list(params, undefined),
        {
          data: [message, answered],
          meta: { page: 1, per_page: defaultPerPage, total: 2, last_page: 1 },
          new_count: 1,
        },
      ],
    ] as const
    const html = await renderHtml(<AppRoutes />, { session: receptionist, path: '/inbox', queries })
    const content = text(html)
    expect(content).toContain('Inbox 1 new')
    expect(content).toContain('Group of 8 in March')
    expect(content).toContain('marta@example.com')
    expect(content).toContain('Answered')
    expect(html).toContain(`href="/inbox/${message.id}"`)
    const es = text(
      await renderHtml(<AppRoutes />, { lng: 'es', session: receptionist, path: '/inbox', queries }),
    )
    expect(es).toContain('Buzón 1 nuevo')
    expect(es).toContain('Respondido')
  })

  it('shows a message with its replies and a reply form whose subject starts with "Re: "', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: receptionist,
      path: `/inbox/${answered.id}`,
      queries: [[inboxKeys.detail(answered.id), detail]],
    })
    const content = text(html)
    expect(content).toContain('Invoice copy')
    expect(content).toContain('Do you have three rooms free')
    expect(content).toContain('1 reply')
    expect(content).toContain('Here it is again.')
    expect(content).toContain('Ana Rivas')
    expect(content).toContain('Mark as new')
    expect(content).toContain('Sent to marta@example.com')
    expect(content).toContain('in Spanish')
    // The subject field starts as "Re: " and the message's subject (react-hook-form fills it in the browser).
    expect(replySubject(answered.subject)).toBe('Re: Invoice copy')

    const fresh = text(
      await renderHtml(<AppRoutes />, {
        lng: 'es',
        session: receptionist,
        path: `/inbox/${message.id}`,
        queries: [[inboxKeys.detail(message.id), { ...message, reply_list: [] }]],
      }),
    )
    expect(fresh).toContain('Marcar como respondido')
    expect(fresh).toContain('Nadie ha respondido todavía.')
    expect(fresh).toContain('Enviar la respuesta')
  })
})
