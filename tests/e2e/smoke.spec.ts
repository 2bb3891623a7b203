import { expect, test } from '@playwright/test';

test('unknown paths answer 404 in the visitor language', async ({ page }) => {
  const pt = await page.goto('/nao-existe');
  expect(pt?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ops! Página não encontrada');
  const en = await page.goto('/en/does-not-exist');
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
});
