import { ApiError, type PageMeta } from '@hotel/contract'
import { Users } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { renderHtml, text } from '../../test-support.tsx'
import { DataTable, type ListQuery } from './data-table.tsx'
import { dataColumns } from './features.ts'
import type { ListDefaults } from './list-params.ts'
import { useListParams } from './use-list-params.ts'

interface Person {
  id: string
  name: string
  email: string
  nights: number
}

const people: Person[] = [
  { id: 'p1', name: 'Ana Rivas', email: 'ana@casapinar.example', nights: 12 },
  { id: 'p2', name: 'Luis Pérez', email: 'luis@casapinar.example', nights: 3 },
]

const column = dataColumns<Person>()
const columns = column.columns([
  column.accessor('name', { header: 'Name', meta: { primary: true } }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('nights', { header: 'Nights', meta: { numeric: true }, enableSorting: false }),
  column.display({
    id: 'actions',
    header: '',
    meta: { actions: true },
    cell: ({ row }) => <button type="button">Edit {row.original.name}</button>,
  }),
])

const defaults: ListDefaults<'name' | 'email'> = { orderBy: ['name', 'email'] }
const meta = (patch: Partial<PageMeta> = {}): PageMeta => ({
  page: 1,
  per_page: 15,
  total: 2,
  last_page: 1,
  ...patch,
})

function query(patch: Partial<ListQuery<Person>> = {}): ListQuery<Person> {
  return {
    data: { data: people, meta: meta() },
    error: null,
    isPending: false,
    isPlaceholderData: false,
    isRefetching: false,
    refetch: () => undefined,
    ...patch,
  }
}

function People({ result }: { result: ListQuery<Person> }) {
  const list = useListParams(defaults)
  return (
    <DataTable
      label="Staff"
      columns={columns}
      list={list}
      query={result}
      getRowId={(row) => row.id}
      searchLabel="Search by name or e-mail"
      empty={{ icon: Users, title: 'No staff yet', message: 'Invite the people who run the hotel.' }}
    />
  )
}

describe('DataTable', () => {
  it('shows a page as a table, its order on the headers (aria-sort) and the sortable ones as buttons', async () => {
    const html = await renderHtml(<People result={query()} />, {
      path: '/staff?order_by=email&order_direction=desc',
    })
    expect(html).toMatch(/<caption[^>]*>Staff<\/caption>/)
    const headers = [...html.matchAll(/<th ([^>]*)>([\s\S]*?)<\/th>/g)]
    expect(headers.map((match) => text(match[2] ?? ''))).toEqual(['Name', 'E-mail', 'Nights', 'Actions'])
    expect(headers[1]?.[1]).toContain('aria-sort="descending"')
    expect(headers[0]?.[1]).not.toContain('aria-sort')
    expect(headers[0]?.[2]).toContain('<button')
    expect(headers[2]?.[2]).not.toContain('<button')
    expect(html).toMatch(/<td class="[^"]*text-end tabular-nums[^"]*">12<\/td>/)
    expect(text(html)).toContain('1–2 of 2')
    // One page only: no paging buttons.
    expect(text(html)).not.toContain('Next')
  })

  it('shows the same rows as cards for phones, the primary column as their title', async () => {
    const html = await renderHtml(<People result={query()} />, { path: '/staff' })
    const cards = html.slice(html.indexOf('<ul class="flex flex-col gap-3 md:hidden">'))
    expect(text(cards)).toContain('Ana Rivas E-mail ana@casapinar.example Nights 12 Edit Ana Rivas')
    // The order is a select on phones, in the person's language.
    expect(html).toMatch(/<option value="email:desc"[^>]*>E-mail \(descending\)<\/option>/)
  })

  it('pages with the total and the neighbours, in Spanish too', async () => {
    const long = query({ data: { data: people, meta: meta({ page: 2, total: 32, last_page: 3 }) } })
    const html = await renderHtml(<People result={long} />, { path: '/staff?page=2', lng: 'es' })
    expect(text(html)).toContain('16–17 de 32')
    expect(text(html)).toContain('Página 2 de 3')
    expect(text(html)).toContain('Anterior')
    expect(text(html)).toContain('Siguiente')
    expect(html).toMatch(/<nav aria-label="Páginas"/)
  })

  it('keeps the search of the address in its box', async () => {
    const html = await renderHtml(<People result={query()} />, { path: '/staff?search=ana' })
    expect(html).toMatch(/<search[^>]*><form/)
    expect(html).toMatch(
      /<input type="search"[^>]*aria-label="Search by name or e-mail"[^>]*value="ana"|<input type="search"[^>]*value="ana"[^>]*aria-label="Search by name or e-mail"/,
    )
    expect(html).toContain('aria-label="Clear search"')
  })

  it('says when nothing matches the search, with the way to clear it', async () => {
    const none = query({ data: { data: [], meta: meta({ total: 0 }) } })
    const content = text(await renderHtml(<People result={none} />, { path: '/staff?search=zzz' }))
    expect(content).toContain(
      'Nothing matches “zzz” Check the spelling, or search by another detail. Clear search',
    )
  })

  it('says what an empty list means when nothing was searched', async () => {
    const none = query({ data: { data: [], meta: meta({ total: 0 }) } })
    const content = text(await renderHtml(<People result={none} />, { path: '/staff' }))
    expect(content).toContain('No staff yet Invite the people who run the hotel.')
    expect(content).not.toContain('Name')
  })

  it('shows the loading state, then the failure with a retry', async () => {
    const loading = await renderHtml(<People result={query({ data: undefined, isPending: true })} />)
    expect(loading).toContain('role="status"')
    expect(text(loading)).toContain('Loading…')
    const failed = query({
      data: undefined,
      error: new ApiError(503, { message: 'Down for maintenance', code: 'unavailable' }),
    })
    const html = await renderHtml(<People result={failed} />)
    expect(html).toContain('role="alert"')
    expect(text(html)).toContain('Down for maintenance Try again')
  })

  it('marks the list busy while the next page loads over the previous one', async () => {
    const html = await renderHtml(<People result={query({ isPlaceholderData: true })} />)
    expect(html).toContain('aria-busy="true"')
  })
})
