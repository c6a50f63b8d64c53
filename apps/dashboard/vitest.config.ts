import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'dashboard',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
})
