import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'dashboard',
    environment: 'node',
    // Vitest blanks CSS imports by default; src/theme.test.ts reads the brand tokens with `?raw`.
    css: { include: [/styles\.css/, /brand[\\/]theme\.css/] },
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
})
