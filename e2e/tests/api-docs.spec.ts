import { expect, test } from '@playwright/test'

test('the interactive API docs list the endpoints', async ({ page }) => {
  await page.goto('/api/docs')
  await expect(page.getByText('/api/v1/health').first()).toBeVisible()
  await expect(page.getByText('/api/v1/staff/auth/login').first()).toBeVisible()
})
