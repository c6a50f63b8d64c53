import type { StepNumber } from '../draft.ts'

/**
 * A step's code, fetched once. The promise is marked fulfilled as React's `use` reads it (status, value),
 * so that a step whose chunk has arrived renders at once instead of waiting one more round.
 */
export type Chunk<T> = { load: () => Promise<T> }

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

export function chunkOf<T>(importer: () => Promise<T>): Chunk<T> {
  let promise: Tracked<T> | null = null
  return {
    load: () => {
      if (promise) return promise
      const pending: Tracked<T> = importer().then(
        (value) => {
          pending.status = 'fulfilled'
          pending.value = value
          return value
        },
        (error: unknown) => {
          // A fetch that failed (the connection dropped) is tried again the next time.
          promise = null
          throw error
        },
      )
      promise = pending
      return pending
    },
  }
}

/** Each step in its own chunk, fetched when the dialog reaches it or the step before or after it. */
export const stepChunks = {
  1: chunkOf(() => import('./dates-step.tsx')),
  2: chunkOf(() => import('./rooms-step.tsx')),
  3: chunkOf(() => import('./details-step.tsx')),
  4: chunkOf(() => import('./payment-step.tsx')),
  5: chunkOf(() => import('./complete-step.tsx')),
} satisfies Record<StepNumber, Chunk<unknown>>

/** The steps one Next or one Back away. */
export function neighboursOf(step: StepNumber): StepNumber[] {
  return ([step + 1, step - 1] as number[]).filter((next): next is StepNumber => next >= 1 && next <= 5)
}

/** Starts fetching the steps next to this one (a failure here is left to the step's own load). */
export function prefetchAround(step: StepNumber, chunks: Record<StepNumber, Chunk<unknown>> = stepChunks) {
  for (const next of neighboursOf(step)) chunks[next].load().catch(() => undefined)
}
