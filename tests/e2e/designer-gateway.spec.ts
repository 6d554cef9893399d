import { expect, test, type Page, type Route } from '@playwright/test';
import { say } from './support/designerChat';

/**
 * The designer when the product server has a cloud upstream (DESIGN.md §2: the browser calls the
 * server's OpenAI-compatible gateway). The upstream provider cannot be reached from here, so the
 * gateway's answers are played by a local stand-in at the network layer; everything in the
 * browser (the openai SDK, response validation, the designer) is the real build.
 */
test.use({ serviceWorkers: 'block' });

/** A valid 3×2 PNG (what a model's b64_json carries). */
const PNG_3X2 = 'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGNgYGD4z8DAwMDAAAAM+AEBbp3uUQAAAABJRU5ErkJggg==';

/** What the browser sends the gateway: the task's name and inputs plus the user's messages — no prompts, no parameters. */
interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  inkclarity: { task: 'persona_reply' | 'extraction' | 'handoff' | 'image_prompt'; [input: string]: unknown };
}

function completion(content: string) {
  return { id: 'chatcmpl-stand-in', object: 'chat.completion', created: 0, model: 'stand-in', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] };
}

/** Answers the five operations the way a cloud model would; records what the browser sent. */
async function standInGateway(page: Page, options: { imageFails?: boolean } = {}) {
  const imageRequests: Record<string, unknown>[] = [];
  const replies: ChatBody[] = [];
  const chatRequests: ChatBody[] = [];
  await page.route(/\/health$/, (route) => route.fulfill({ json: { status: 'ok', db: 'pglite', ai: 'upstream', version: '1.0.0' } }));
  await page.route(/\/v1\/chat\/completions$/, async (route: Route) => {
    const body = route.request().postDataJSON() as ChatBody;
    chatRequests.push(body);
    const { task } = body.inkclarity;
    if (task === 'extraction' || task === 'handoff') {
      if (task === 'handoff') {
        return route.fulfill({ json: completion(JSON.stringify({ recommendedAgent: 'designer', confidence: 0.9, reasoning: 'You have the picture; let us compose it.' })) });
      }
      return route.fulfill({
        json: completion(
          JSON.stringify({
            fields: [
              { field: 'style', value: 'Japanese', confidence: 0.9 },
              { field: 'keywords', value: 'koi fish', confidence: 0.85 },
              { field: 'bodyZone', value: 'forearm', confidence: 0.9 },
            ],
          }),
        ),
      });
    }
    if (task === 'image_prompt') return route.fulfill({ json: completion('A japanese koi fish tattoo, clean line art, black ink on white') });
    replies.push(body);
    return route.fulfill({ json: completion('Cloud says: a koi on the forearm is a classic. What size?') });
  });
  await page.route(/\/v1\/images\/generations$/, async (route: Route) => {
    imageRequests.push(route.request().postDataJSON() as Record<string, unknown>);
    if (options.imageFails) return route.fulfill({ status: 500, json: { error: { code: 'upstream_error', message: 'The AI provider failed.' } } });
    return route.fulfill({ json: { created: 0, data: [{ b64_json: PNG_3X2 }] } });
  });
  return { imageRequests, replies, chatRequests };
}


test('through the server gateway: cloud replies, cloud extraction and handoff, cloud image with the Advanced Options', async ({ page }) => {
  const gateway = await standInGateway(page);
  await page.goto('/designer?tab=text');
  await expect(page.getByTestId('ai-provider')).toHaveText(/Cloud AI \(via InkClarity server\)/);
  await say(page, 'I would love a koi on my arm');
  await expect(page.getByTestId('message-list').locator('li[data-role="agent"]').last()).toContainText('Cloud says: a koi on the forearm is a classic.');
  // The model's "Japanese" is normalised to the option list.
  await expect(page.getByTestId('current-style')).toHaveText('japanese');
  await expect(page.getByTestId('current-keywords')).toHaveText('koi fish');
  await expect(page.getByTestId('handoff-suggestion')).toContainText('You have the picture; let us compose it.');
  // The browser names the task and sends the user's messages; the server owns prompts and parameters.
  expect(gateway.replies[0]).toMatchObject({ model: 'server-default', inkclarity: { task: 'persona_reply', persona: expect.any(String) } });
  for (const body of gateway.chatRequests) {
    expect(body.messages.every((m) => m.role === 'user' || m.role === 'assistant')).toBe(true);
    expect(Object.keys(body).sort()).toEqual(['inkclarity', 'messages', 'model']);
  }
  expect(new Set(gateway.chatRequests.map((b) => b.inkclarity.task))).toEqual(new Set(['persona_reply', 'extraction', 'handoff']));

  await page.getByRole('tab', { name: 'Design Studio' }).click();
  await page.getByRole('button', { name: /Advanced Options/ }).click();
  await page.getByLabel('Image Size').selectOption('1792x1024');
  await page.getByLabel('Image Quality').selectOption('hd');
  await page.getByRole('button', { name: 'Generate Design', exact: true }).click();
  await expect(page.getByTestId('generated-image')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('generated-size')).toHaveText('3×2');
  await expect(page.getByText('Cloud AI (via InkClarity server)', { exact: true }).last()).toBeVisible();
  expect(gateway.imageRequests[0]).toMatchObject({ size: '1792x1024', quality: 'hd', n: 1, response_format: 'b64_json', inkclarity: { task: 'image' } });
});

test('when the cloud image fails, the design is drawn on the device and the studio says why', async ({ page }) => {
  const gateway = await standInGateway(page, { imageFails: true });
  await page.goto('/designer?tab=studio');
  await expect(page.getByTestId('ai-provider')).toHaveCount(0);
  await page.getByRole('button', { name: 'Auto-fill' }).click();
  await page.getByRole('button', { name: 'Generate Design', exact: true }).click();
  await expect(page.getByTestId('generated-image')).toBeVisible({ timeout: 30_000 });
  expect(gateway.imageRequests).toHaveLength(1);
  await expect(page.getByTestId('generated-size')).toHaveText('1024×1024');
  await expect(page.getByText(/The cloud model could not draw this one \(.+\), so it was drawn on this device\./)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
