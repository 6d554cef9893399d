/**
 * Conversations become consultations (issue #12): one per conversation, updated as it grows —
 * never one per message. Built app, real server, this run's Auth emulator.
 */
import type { Page } from '@playwright/test';
import { expect, test, type TestUser } from './support/auth';
import { say } from './support/designerChat';

interface Consultation { id: string; topic: string; agent: string; date: string; notes: string }

async function serverConsultations(page: Page, user: TestUser, token: string): Promise<Consultation[]> {
  const response = await page.request.get(`/crm/consultations/${user.uid}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Consultation[];
}

const agentReplies = (page: Page) => page.getByTestId('message-list').locator('li[data-role="agent"]');

async function ask(page: Page, text: string) {
  const before = await agentReplies(page).count();
  const box = page.getByPlaceholder('Tell me about your tattoo idea...');
  await box.fill(text);
  await box.press('Enter');
  await expect(agentReplies(page)).toHaveCount(before + 1, { timeout: 20_000 });
}

test('an assistant conversation of several turns is ONE consultation whose notes follow the later turns', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  const user = await accounts.create({ displayName: 'Chatty Client' });
  await accounts.signIn(page, user, '/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Assistant' })).toBeVisible();
  const token = await accounts.idToken(user);

  await ask(page, 'What is the difference between dotwork and stippling?');
  // The first answer makes the consultation (after the recorder's quiet time).
  await expect.poll(async () => (await serverConsultations(page, user, token)).length, { timeout: 30_000 }).toBe(1);
  await ask(page, 'How long does a forearm piece take to heal?');
  await ask(page, 'Can I go swimming after two weeks?');

  await expect.poll(async () => {
    const list = await serverConsultations(page, user, token);
    return list.length === 1 && list[0]!.notes.includes('Can I go swimming after two weeks?') ? 'one, up to date' : JSON.stringify(list);
  }, { timeout: 30_000 }).toBe('one, up to date');
  const [consultation] = await serverConsultations(page, user, token);
  expect(consultation!.topic).toBe('What is the difference between dotwork and stippling?');
  expect(consultation!.notes).toMatch(/^3 questions/);
  expect(consultation!.notes).toContain('How long does a forearm piece take to heal?');

  // The profile shows that one record.
  await page.goto('/profile?tab=consultations');
  const cards = page.getByRole('list', { name: 'Consultations' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('What is the difference between dotwork and stippling?');
  await expect(cards.first()).toContainText('Can I go swimming after two weeks?');

});

test('a designer Text Chat conversation is ONE consultation, its topic from the brief, updated as it grows', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  const user = await accounts.create({ displayName: 'Designer Dana' });
  await accounts.signIn(page, user, '/designer');
  await expect(page.getByRole('heading', { level: 1, name: 'Tattoo Design Studio' })).toBeVisible();
  const token = await accounts.idToken(user);

  await say(page, 'I want a japanese koi fish on my forearm');
  await expect.poll(async () => (await serverConsultations(page, user, token)).length, { timeout: 30_000 }).toBe(1);
  const [first] = await serverConsultations(page, user, token);
  await say(page, 'medium size, black and grey please');
  await say(page, 'could the koi swim upstream?');

  await expect.poll(async () => {
    const list = await serverConsultations(page, user, token);
    return list.length === 1 && list[0]!.notes.includes('could the koi swim upstream?') ? 'one, up to date' : JSON.stringify(list);
  }, { timeout: 30_000 }).toBe('one, up to date');
  const [consultation] = await serverConsultations(page, user, token);
  // The same record, updated: not a new one per answer.
  expect(consultation!.id).toBe(first!.id);
  // The brief names the design, so it is the topic (not the first question).
  expect(consultation!.topic).toMatch(/^Japanese koi.* tattoo for the forearm$/);
  expect(consultation!.agent).not.toBe('');
  expect(Number.isNaN(Date.parse(consultation!.date))).toBe(false);
  expect(consultation!.notes).toMatch(/^3 questions/);
  expect(consultation!.notes).toContain('First asked: “I want a japanese koi fish on my forearm”');
  expect(consultation!.notes).toContain('medium size, black and grey please');
  // A short summary, not the transcript.
  expect(consultation!.notes.length).toBeLessThanOrEqual(1_200);

  await page.goto('/profile?tab=consultations');
  const cards = page.getByRole('list', { name: 'Consultations' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(consultation!.topic);
  await expect(cards.first()).toContainText(`${consultation!.agent} · `);
  await expect(cards.first()).toContainText('could the koi swim upstream?');
});
