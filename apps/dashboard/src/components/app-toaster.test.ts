import { describe, expect, it } from 'vitest'
import { toasterSettings } from './app-toaster.tsx'

describe('toasts', () => {
  it('follow the spec: top-center, rich colours, 4 s, 3 visible, 14 px apart, Alt+T', () => {
    expect(toasterSettings).toEqual({
      position: 'top-center',
      richColors: true,
      duration: 4000,
      visibleToasts: 3,
      gap: 14,
      hotkey: ['altKey', 'KeyT'],
    })
  })
})
