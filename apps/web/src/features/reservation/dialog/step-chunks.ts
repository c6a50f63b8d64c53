import type { StepNumber } from '../draft.ts'

/** A step's code, fetched once; `loaded` answers at once after it has arrived, so the step needs no wait. */
export type Chunk<T> = { load: () => Promise<T>; loaded: () => T | undefined }

export function chunkOf<T>(importer: () => Promise<T>): Chunk<T> {
  let promise: Promise<T> | null = null
  let module: T | undefined
  return {
    load: () => {
      promise ??= importer().then(
        (value) => {
          module = value
          return value
        },
        (error: unknown) => {
          // A fetch that failed (the connection dropped) is tried again the next time.
          promise = null
          throw error
        },
      )
      return promise
    },
    loaded: () => module,
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
