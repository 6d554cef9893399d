/**
 * The Analyst's analysis saved with a design (issue #35): PUT /crm/designs/:id/analysis replaces
 * it, POST /crm/designs/save may carry it, every design response and the account export include
 * it; another account's design is a plain 404, and a malformed analysis is refused with 400 and
 * nothing stored.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../../src/engine/analysis/analyse';
import { inputsFromBrief } from '../../src/engine/analysis/inputs';
import { measureDesign } from '../../src/engine/analysis/measure';
import { analysisSummary } from '../../src/engine/analysis/summary';
import type { SavedAnalysis } from '../../src/engine/contracts/analysis';
import type { Design, DesignPage } from '../../src/engine/contracts/designs';
import { parallelLines } from '../fixtures/drawnDesigns';
import { createUser, type TestUser } from './support/authEmulator.ts';
import { TINY_PNG_DATA_URL, request, startTestServer, type TestServer } from './support/harness.ts';

const fields = { style: 'minimalist', placement: 'forearm', size: 'small', colors: 'black only' };
const measured = measureDesign(parallelLines({ size: 200, count: 8, lineWidth: 3, gap: 4, length: 150 }), 'design').measurements;
const brief = { style: 'minimalist', bodyZone: 'forearm', keywords: 'lines', size: '6 cm', colors: 'black only', description: '' };
const analysis: SavedAnalysis = analyse(measured, inputsFromBrief(brief), new Date('2026-11-20T10:00:00.000Z'));

let server: TestServer;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [ada, bob] = await Promise.all([createUser('Ada Analyst'), createUser('Bob Analyst')]);
});
afterAll(() => server?.close());

async function saveDesign(user: TestUser, extra: Record<string, unknown> = {}): Promise<Design> {
  const response = await request<Design>(server, 'POST', '/crm/designs/save', { token: user.idToken, body: { ...fields, image: TINY_PNG_DATA_URL, ...extra } });
  expect(response.status).toBe(201);
  return response.body;
}

describe('design analysis', () => {
  it('is null until analysed, then saved with the design and listed with it', async () => {
    const design = await saveDesign(ada);
    expect(design.analysis).toBeNull();
    const key = randomUUID();
    const put = await request<Design>(server, 'PUT', `/crm/designs/${design.id}/analysis`, { token: ada.idToken, body: analysis, idempotencyKey: key });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: design.id, image_url: design.image_url, image_bytes: design.image_bytes });
    expect(put.body.analysis).toEqual(analysis);
    // A resend (the outbox after a lost answer) replays the first answer.
    const again = await request<Design>(server, 'PUT', `/crm/designs/${design.id}/analysis`, { token: ada.idToken, body: analysis, idempotencyKey: key });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(put.body);
    const page = await request<DesignPage>(server, 'GET', `/crm/designs/${ada.uid}`, { token: ada.idToken });
    const listed = page.body.items.find((item) => item.id === design.id);
    expect(listed?.analysis).toEqual(analysis);
    expect(analysisSummary(listed?.analysis as SavedAnalysis)[0]).toMatch(/^At 6 cm: /);
  });

  it('replaces an earlier analysis', async () => {
    const design = await saveDesign(ada);
    await request(server, 'PUT', `/crm/designs/${design.id}/analysis`, { token: ada.idToken, body: analysis });
    const larger = { ...analysis, inputs: { ...analysis.inputs, sizeCm: 14 } };
    const put = await request<Design>(server, 'PUT', `/crm/designs/${design.id}/analysis`, { token: ada.idToken, body: larger });
    expect(put.status).toBe(200);
    expect(put.body.analysis?.inputs.sizeCm).toBe(14);
  });

  it('can be saved together with a new design', async () => {
    const design = await saveDesign(ada, { analysis: { ...analysis, subject: 'photo' } });
    expect(design.analysis?.subject).toBe('photo');
  });

  it("answers another account's design and an unknown one with the same 404, changing nothing", async () => {
    const design = await saveDesign(ada);
    const theirs = await request(server, 'PUT', `/crm/designs/${design.id}/analysis`, { token: bob.idToken, body: analysis });
    const unknown = await request(server, 'PUT', `/crm/designs/${randomUUID()}/analysis`, { token: bob.idToken, body: analysis });
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    const page = await request<DesignPage>(server, 'GET', `/crm/designs/${ada.uid}`, { token: ada.idToken });
    expect(page.body.items.find((item) => item.id === design.id)?.analysis).toBeNull();
  });

  it('refuses a malformed analysis with 400 naming the field, and needs a token', async () => {
    const design = await saveDesign(ada);
    const path = `/crm/designs/${design.id}/analysis`;
    const unknownField = await request<{ error: { code: string } }>(server, 'PUT', path, { token: ada.idToken, body: { ...analysis, secret: 1 } });
    expect(unknownField.status).toBe(400);
    const badScore = await request<{ error: { fields?: Record<string, string> } }>(server, 'PUT', path, {
      token: ada.idToken, body: { ...analysis, longevity: { ...analysis.longevity, score: 140 } },
    });
    expect(badScore.status).toBe(400);
    expect(JSON.stringify(badScore.body)).toContain('longevity');
    const tooManyTips = await request(server, 'PUT', path, { token: ada.idToken, body: { ...analysis, tips: [...analysis.tips, ...analysis.tips] } });
    expect(tooManyTips.status).toBe(400);
    expect((await request(server, 'PUT', path, { body: analysis })).status).toBe(401);
    expect((await request(server, 'PUT', path, { token: ada.idToken, rawBody: 'x'.repeat(70 * 1024), headers: { 'content-type': 'application/json' } })).status).toBe(413);
    const page = await request<DesignPage>(server, 'GET', `/crm/designs/${ada.uid}`, { token: ada.idToken });
    expect(page.body.items.find((item) => item.id === design.id)?.analysis).toBeNull();
  });

  it("is part of the account's export", async () => {
    const design = await saveDesign(bob);
    await request(server, 'PUT', `/crm/designs/${design.id}/analysis`, { token: bob.idToken, body: analysis });
    const exported = await request<{ designs: Design[] }>(server, 'GET', `/crm/account/${bob.uid}/export`, { token: bob.idToken });
    expect(exported.status).toBe(200);
    expect(exported.body.designs.find((item) => item.id === design.id)?.analysis).toEqual(analysis);
  });
});
