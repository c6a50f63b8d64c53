import { describe, expect, it } from 'vitest'
import {
  applyListChange,
  type ListDefaults,
  listQuery,
  readListParams,
  writeFilters,
  writeListParams,
} from './list-params.ts'

const defaults: ListDefaults<'name' | 'email' | 'created_at'> = { orderBy: ['name', 'email', 'created_at'] }
const read = (query: string) => readListParams(new URLSearchParams(query), defaults)

describe('list parameters in the URL', () => {
  it('read the defaults from an empty address', () => {
    expect(read('')).toEqual({ page: 1, per_page: 15, order_by: 'name', order_direction: 'asc', search: '' })
    expect(
      readListParams(new URLSearchParams(), { orderBy: ['created_at'], direction: 'desc', perPage: 50 }),
    ).toMatchObject({ order_by: 'created_at', order_direction: 'desc', per_page: 50 })
  })

  it('read what the address says, in the API names', () => {
    expect(read('page=3&per_page=50&order_by=email&order_direction=desc&search=%20Ana%20R%20')).toEqual({
      page: 3,
      per_page: 50,
      order_by: 'email',
      order_direction: 'desc',
      search: 'Ana R',
    })
  })

  it('fall back to the default for anything the API would refuse', () => {
    expect(read('page=0&per_page=101&order_by=password&order_direction=up')).toEqual(read(''))
    expect(read('page=-2&per_page=abc')).toEqual(read(''))
    expect(read('page=1.5&per_page=1e3')).toEqual(read(''))
    expect(read(`search=${'x'.repeat(300)}`).search).toHaveLength(100)
  })

  it('write short addresses: defaults left out, other parameters kept', () => {
    const base = new URLSearchParams('status=suspended&page=4')
    const written = writeListParams(base, { ...read(''), search: 'ana', order_by: 'email' }, defaults)
    expect(written.toString()).toBe('status=suspended&order_by=email&search=ana')
    expect(writeListParams(new URLSearchParams(), read(''), defaults).toString()).toBe('')
    expect(
      writeListParams(
        new URLSearchParams(),
        { ...read(''), page: 2, per_page: 50, order_direction: 'desc' },
        defaults,
      ).toString(),
    ).toBe('page=2&per_page=50&order_direction=desc')
  })

  it('start again at the first page when the search, order or page size change', () => {
    const onPage3 = read('page=3')
    expect(applyListChange(onPage3, { search: 'ana' }).page).toBe(1)
    expect(applyListChange(onPage3, { order_by: 'email' }).page).toBe(1)
    expect(applyListChange(onPage3, { order_direction: 'desc' }).page).toBe(1)
    expect(applyListChange(onPage3, { per_page: 50 }).page).toBe(1)
    expect(applyListChange(onPage3, { page: 4 }).page).toBe(4)
    // The same search again (Enter after the pause) keeps the page.
    expect(applyListChange(onPage3, { search: '' }).page).toBe(3)
  })

  it('make the API query, without an empty search', () => {
    expect(listQuery(read(''))).toEqual({ page: 1, per_page: 15, order_by: 'name', order_direction: 'asc' })
    expect(listQuery(read('search=ana'))).toMatchObject({ search: 'ana' })
  })
})

describe('a list filter in the URL', () => {
  it('sets or removes its parameters and starts again at the first page', () => {
    const written = writeFilters(new URLSearchParams('status=active&page=4&search=ana&to=2026-05-01'), {
      status: 'suspended',
      from: '2026-04-01',
      to: undefined,
    })
    expect(Object.fromEntries(written)).toEqual({ status: 'suspended', search: 'ana', from: '2026-04-01' })
    expect(writeFilters(new URLSearchParams('status=active'), { status: '' }).toString()).toBe('')
  })
})
