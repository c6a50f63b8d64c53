import { QueryClient } from '@tanstack/react-query'
import { isRetryable } from './errors.ts'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => isRetryable(error) && failureCount < 2,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  })
}
