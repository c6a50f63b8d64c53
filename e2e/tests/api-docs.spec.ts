import { expect, test } from '@playwright/test'

// Staff and integrators read the API docs at a desk: the desktop project walks them, the phone's width adds nothing.
test.skip(() => test.info().project.name !== 'desktop', 'the API docs are read on the desktop')

test('the interactive API docs list the endpoints', async ({ page, request }) => {
  // Swagger UI is a large bundle rendering a document of some 180 routes, operation by operation (seconds each on a
  // busy machine): the page shows its first tags and operations, and the document it renders holds every route.
  test.setTimeout(120_000)
  await page.goto('/api/docs')
  await expect(page.getByText('/api/v1/health').first()).toBeVisible({ timeout: 75_000 })
  await expect(page.getByRole('heading', { name: /^rooms/ })).toBeVisible({ timeout: 30_000 })
  const document = await (await request.get('/api/docs/json')).json()
  for (const path of [
    '/api/v1/rooms',
    '/api/v1/auth/register',
    '/api/v1/staff/board',
    '/api/v1/staff/events',
  ])
    expect(Object.keys(document.paths)).toContain(path)
})
