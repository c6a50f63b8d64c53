import { describe, expect, it, vi } from 'vitest'
import type { StepNumber } from '../draft.ts'
import { type Chunk, chunkOf, neighboursOf, prefetchAround } from './step-chunks.ts'

describe('chunkOf', () => {
  type Read = { status?: string; value?: unknown }

  it('fetches once, and marks the promise fulfilled for use() once the chunk has arrived', async () => {
    const importer = vi.fn(async () => ({ default: 'step' }))
    const chunk = chunkOf(importer)
    const first = chunk.load()
    expect(chunk.load()).toBe(first)
    expect((first as Read).status).toBeUndefined()
    await expect(first).resolves.toEqual({ default: 'step' })
    expect(first as Read).toMatchObject({ status: 'fulfilled', value: { default: 'step' } })
    expect(chunk.load()).toBe(first)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('fetches again after a failure', async () => {
    const importer = vi
      .fn<() => Promise<{ default: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: 'step' })
    const chunk = chunkOf(importer)
    const failed = chunk.load()
    await expect(failed).rejects.toThrow('offline')
    expect((failed as Read).status).toBeUndefined()
    await expect(chunk.load()).resolves.toEqual({ default: 'step' })
    expect(importer).toHaveBeenCalledTimes(2)
  })
})

describe('neighboursOf', () => {
  it('gives the steps one Next or one Back away', () => {
    expect(neighboursOf(1)).toEqual([2])
    expect(neighboursOf(3)).toEqual([4, 2])
    expect(neighboursOf(4)).toEqual([5, 3])
    expect(neighboursOf(5)).toEqual([4])
  })
})

describe('prefetchAround', () => {
  const fakeChunks = () => {
    const chunks = {} as Record<StepNumber, Chunk<unknown> & { load: ReturnType<typeof vi.fn> }>
    for (const step of [1, 2, 3, 4, 5] as const) chunks[step] = { load: vi.fn(async () => ({ step })) }
    return chunks
  }

  it('fetches the next and the previous step, not the open one or others', () => {
    const chunks = fakeChunks()
    prefetchAround(2, chunks)
    expect(chunks[1].load).toHaveBeenCalledTimes(1)
    expect(chunks[3].load).toHaveBeenCalledTimes(1)
    for (const step of [2, 4, 5] as const) expect(chunks[step].load).not.toHaveBeenCalled()
  })

  it('leaves a failed fetch to the step that needs it (no unhandled rejection)', async () => {
    const chunks = fakeChunks()
    chunks[2].load.mockRejectedValueOnce(new Error('offline'))
    expect(() => prefetchAround(1, chunks)).not.toThrow()
    await Promise.resolve()
    expect(chunks[2].load).toHaveBeenCalledTimes(1)
  })
})
