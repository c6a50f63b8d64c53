import { expect, test } from '@playwright/test'

test('the interactive API docs list the endpoints', async ({ page }) => {
  await page.goto('/api/docs')
  // Swagger UI is a large bundle: give a busy machine time to run it.
  await expect(page.getByText('/api/v1/health').first()).toBeVisible({ timeout: 25_000 })
  await expect(page.getByText('/api/v1/rooms').first()).toBeVisible()
  await expect(page.getByText('/api/v1/auth/register').first()).toBeVisible()
})
