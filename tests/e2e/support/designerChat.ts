import { expect, type Page } from '@playwright/test';

/** Types a message to the current persona in the designer's Text Chat and waits for its reply. */
export async function say(page: Page, text: string): Promise<void> {
  const replies = page.getByTestId('message-list').locator('li[data-role="agent"]');
  const before = await replies.count();
  const box = page.getByRole('textbox', { name: /^Message / });
  await box.fill(text);
  await box.press('Enter');
  await expect(replies).toHaveCount(before + 1);
}
