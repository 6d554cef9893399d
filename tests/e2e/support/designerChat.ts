import { expect, type Page } from '@playwright/test';
import { appReady } from './app';

/** Types a message to the current persona in the designer's Text Chat and waits for its reply. */
export async function say(page: Page, text: string): Promise<void> {
  // Count replies in the app's own list, not in the pre-rendered page it replaces.
  await appReady(page);
  const replies = page.getByTestId('message-list').locator('li[data-role="agent"]');
  const before = await replies.count();
  const box = page.getByRole('textbox', { name: /^Message / });
  await box.fill(text);
  await box.press('Enter');
  await expect(replies).toHaveCount(before + 1);
}
