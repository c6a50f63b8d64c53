import { expect, test } from '@playwright/test'

test('the interactive API docs list the endpoints', async ({ page }) => {
  // Swagger UI is a large bundle rendering a document of some 150 routes: give a busy machine time to run it.
  test.setTimeout(90_000)
  await page.goto('/api/docs')
  await expect(page.getByText('/api/v1/health').first()).toBeVisible({ timeout: 75_000 })
  await expect(page.getByText('/api/v1/rooms').first()).toBeVisible()
  await expect(page.getByText('/api/v1/auth/register').first()).toBeVisible()
})
