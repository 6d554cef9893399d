/**
 * Issue #19 in the built app, with the on-device engine: the helpers listen — a memorial is met
 * with tact and open-vocabulary subjects, an off-topic question leaves the brief alone (typed and
 * spoken), "generate it" starts generation from the chat, and Text Chat, Voice Chat and the
 * Design Studio show one completion figure.
 */
import { expect, test, type Page } from '@playwright/test';
import { say } from './support/designerChat';
import { installFakeSpeech, type FakeSpeechState } from './support/fake-speech';
import { appReady } from './support/app';

test.use({ serviceWorkers: 'block' });

const FIELDS = ['style', 'bodyZone', 'keywords', 'size', 'colors', 'description'] as const;
const lastReply = (page: Page) => page.getByTestId('message-list').locator('li[data-role="agent"]').last();

async function openDesigner(page: Page, tab = 'text') {
  await page.goto(`/designer?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tattoo Design Studio' })).toBeVisible();
  await appReady(page);
}

async function brief(page: Page): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const field of FIELDS) values[field] = (await page.getByTestId(`current-${field}`).textContent()) ?? '';
  return values;
}

test('a memorial is acknowledged warmly, with ideas from what was said, and the subjects are captured', async ({ page }) => {
  await openDesigner(page);
  await say(page, 'something for my late dad, he loved fishing');
  await expect(lastReply(page)).toContainText("I'm so sorry about your dad.");
  await expect(lastReply(page)).toContainText('fishing');
  await expect(lastReply(page)).not.toContainText('Nice —');
  await expect(lastReply(page)).not.toContainText(/forget-me-not/i);
  const first = await lastReply(page).textContent();

  // Subjects outside the built-in list, in the person's own words.
  await say(page, 'maybe a trout jumping out of the water with his old fishing rod');
  await expect(page.getByTestId('current-keywords')).toContainText('trout');
  await expect(page.getByTestId('current-keywords')).toContainText('fishing rod');
  const note = page.getByTestId('capture-note').last();
  await expect(note).toContainText('keywords → trout');
  await expect(note.getByRole('button', { name: 'Undo captured details' })).toBeVisible();
  // Acknowledged once: the next reply moves on to the design, and never repeats the last one.
  await expect(lastReply(page)).not.toContainText('sorry');
  expect(await lastReply(page).textContent()).not.toBe(first);

  await say(page, 'bass fish and a lure too');
  await expect(page.getByTestId('current-keywords')).toContainText('bass fish');
  await expect(page.getByTestId('current-keywords')).toContainText('lure');
});

test('an off-topic question is answered and leaves the brief unchanged', async ({ page }) => {
  await openDesigner(page);
  await say(page, 'I want a realistic saxophone on my arm, black and grey');
  await expect(page.getByTestId('current-keywords')).toHaveText('saxophone');
  const before = await brief(page);
  const notes = await page.getByTestId('capture-note').count();

  await say(page, 'can you find me an artist and book me in?');
  await expect(lastReply(page)).toContainText('Artist Specialist');
  await say(page, 'how much would it cost and does the arm hurt?');
  expect(await brief(page)).toEqual(before);
  await expect(page.getByTestId('capture-note')).toHaveCount(notes);
});

test('spoken: a capture note with Undo, and an off-topic request changes nothing', async ({ page }) => {
  await installFakeSpeech(page, { speakMs: 50 });
  await openDesigner(page, 'voice');
  const speak = (text: string) =>
    page.evaluate((t) => (window as unknown as { __fakeSpeech: { say: (t: string, f: boolean) => void } }).__fakeSpeech.say(t, true), text);
  const turns = () => page.evaluate(() => (window as unknown as { __fakeSpeech: { state: FakeSpeechState } }).__fakeSpeech.state.recognitionStarts);
  const conversation = page.getByRole('log', { name: /Conversation with/ });

  await page.getByRole('button', { name: 'Start Recording' }).click();
  await speak('a trout and a lure on my calf');
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByTestId('current-keywords')).toHaveText('trout, lure');
  const note = page.getByTestId('capture-note').first();
  await expect(note).toContainText('keywords → trout, lure');
  expect(await turns()).toBeGreaterThan(0);

  await expect(page.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await speak('find me an artist and book me in');
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(conversation.getByText('find me an artist and book me in', { exact: true })).toBeVisible();
  await expect(conversation.locator('li').last()).toContainText(/Artist Specialist|artist/i);
  await expect(page.getByTestId('current-keywords')).toHaveText('trout, lure');
  await expect(page.getByTestId('capture-note')).toHaveCount(1);

  // Undo the spoken capture.
  await note.getByRole('button', { name: 'Undo captured details' }).click();
  await expect(page.getByTestId('current-keywords')).toHaveText('Not specified');
  await expect(page.getByTestId('current-bodyZone')).toHaveText('Not specified');
  await expect(note).toContainText('Undone');
});

test('"generate it" in the chat starts generation and shows the result', async ({ page }) => {
  await openDesigner(page);
  await page.getByRole('radio', { name: /AI Designer/ }).click();
  await say(page, 'a geometric paper plane on my forearm, small, black only');
  // The reply lands and the studio opens at once, so type it here rather than wait in the chat.
  const box = page.getByRole('textbox', { name: /^Message / });
  await box.fill('generate it');
  await box.press('Enter');
  await expect(page).toHaveURL(/tab=studio/);
  await expect(page.getByTestId('history-item')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('generated-image')).toBeVisible();
  // Drawn on the device (no key): labelled as a sketch, not as a model's image (issue #34).
  await expect(page.getByText('On-device sketch', { exact: true }).first()).toBeVisible();
  // The designer said so in the chat.
  await page.getByRole('tab', { name: 'Text Chat' }).click();
  await expect(lastReply(page)).toContainText('Generating it now');
});

test('Text Chat, Voice Chat and the Design Studio show the same completion figure', async ({ page }) => {
  await openDesigner(page);
  await say(page, 'a japanese koi on my inner wrist');
  // style, body zone, keywords of the five required details; the exact spot rides in the description.
  await expect(page.getByTestId('current-description')).toHaveText('Placement: inner wrist.');
  await expect(page.getByTestId('design-progress-percent')).toHaveText('60%');
  await page.getByRole('tab', { name: 'Voice Chat' }).click();
  await expect(page.getByTestId('design-progress-percent')).toHaveText('60%');
  await page.getByRole('tab', { name: 'Design Studio' }).click();
  await expect(page.getByTestId('studio-progress-percent')).toContainText('60%');
  await expect(page.getByTestId('studio-filled-count')).toHaveText('3');

  await page.getByRole('tab', { name: 'Text Chat' }).click();
  await say(page, 'medium, black and grey');
  await expect(page.getByTestId('design-progress-percent')).toHaveText('100%');
  await page.getByRole('tab', { name: 'Design Studio' }).click();
  await expect(page.getByTestId('studio-progress-percent')).toContainText('100%');
});
