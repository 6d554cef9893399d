/**
 * Saved designs (issue #15): the list is paginated metadata (cursor + limit) with an image URL
 * and never image bytes; the image comes from its own authorised route; each account has a
 * storage quota (413 with a clear message, nothing written).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designPageSchema, type Design, type DesignPage } from '../../src/engine/contracts/designs';
import { createUser, type TestUser } from './support/authEmulator.ts';
import { request, snapshot, startTestServer, type TestServer } from './support/harness.ts';

const QUOTA_BYTES = 300 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function png(bytes: number, fill: number): { dataUrl: string; raw: Buffer } {
  const raw = Buffer.alloc(bytes, fill);
  PNG_SIGNATURE.copy(raw);
  return { dataUrl: `data:image/png;base64,${raw.toString('base64')}`, raw };
}
const fields = { style: 'geometric', placement: 'forearm', size: 'small', colors: 'black only' };

let server: TestServer;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer({ config: { designStorageQuotaBytes: QUOTA_BYTES } });
  [ada, bob] = await Promise.all([createUser('Ada Pages'), createUser('Bob Pages')]);
});
afterAll(() => server?.close());

describe('design list', () => {
  it('pages through every design newest first, without image bytes, each image on its own route', async () => {
    const saved: Design[] = [];
    for (let i = 0; i < 7; i += 1) {
      const body = { ...fields, keywords: `design ${i}`, ...(i % 2 === 0 ? { image: png(2_000 + i, i).dataUrl } : {}) };
      const response = await request<Design>(server, 'POST', '/crm/designs/save', { token: ada.idToken, body });
      expect(response.status).toBe(201);
      saved.push(response.body);
    }
    const pages: DesignPage[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await request<DesignPage>(server, 'GET', `/crm/designs/${ada.uid}${query}`, { token: ada.idToken });
      expect(page.status).toBe(200);
      expect(designPageSchema.parse(page.body)).toEqual(page.body);
      expect(page.text).not.toMatch(/base64|iVBOR/);
      pages.push(page.body);
      cursor = page.body.next_cursor;
    } while (cursor !== null);
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
    const listed = pages.flatMap((page) => page.items);
    expect(listed.map((d) => d.keywords)).toEqual(saved.map((d) => d.keywords).reverse());
    expect(new Set(listed.map((d) => d.id)).size).toBe(7);

    for (const [index, design] of saved.entries()) {
      if (index % 2 === 1) {
        expect(design.image_url).toBeNull();
        continue;
      }
      expect(design.image_bytes).toBe(2_000 + index);
      const image = await fetch(`${server.url}${design.image_url}`, { headers: { authorization: `Bearer ${ada.idToken}` } });
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(png(2_000 + index, index).raw)).toBe(true);
      // Another account gets the same 404 as for a design that does not exist.
      const other = await fetch(`${server.url}${design.image_url}`, { headers: { authorization: `Bearer ${bob.idToken}` } });
      expect(other.status).toBe(404);
    }
  });

  it('defaults to 20 per page', async () => {
    const page = await request<DesignPage>(server, 'GET', `/crm/designs/${ada.uid}`, { token: ada.idToken });
    expect(page.body.items).toHaveLength(7);
    expect(page.body.next_cursor).toBeNull();
  });
});

describe('storage quota', () => {
  it('refuses an image that would take the account past its quota with 413 and a clear message, writing nothing', async () => {
    const first = await request<Design>(server, 'POST', '/crm/designs/save', { token: bob.idToken, body: { ...fields, image: png(200 * 1024, 1).dataUrl } });
    expect(first.status).toBe(201);
    const before = await snapshot(server.db);
    const over = await request(server, 'POST', '/crm/designs/save', { token: bob.idToken, body: { ...fields, image: png(150 * 1024, 2).dataUrl } });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({
      error: {
        code: 'storage_quota_exceeded',
        message: expect.stringMatching(/^Your saved designs use 0\.2 MB of your 0\.3 MB\. This image \(0\.1 MB\) does not fit; delete saved designs to make room\.$/),
        fields: { image: 'Storage quota exceeded' },
      },
    });
    expect(await snapshot(server.db)).toBe(before);
    // A design without an image still saves, and a small image that fits does too.
    expect((await request(server, 'POST', '/crm/designs/save', { token: bob.idToken, body: fields })).status).toBe(201);
    expect((await request(server, 'POST', '/crm/designs/save', { token: bob.idToken, body: { ...fields, image: png(50 * 1024, 3).dataUrl } })).status).toBe(201);
    // The quota is per account: Ada's few kilobytes are unaffected by Bob's.
    expect((await request(server, 'POST', '/crm/designs/save', { token: ada.idToken, body: { ...fields, image: png(100 * 1024, 4).dataUrl } })).status).toBe(201);
  });

  it('holds under concurrent saves: at most what fits is stored', async () => {
    const carol = await createUser('Carol Concurrent');
    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) =>
      request(server, 'POST', '/crm/designs/save', { token: carol.idToken, body: { ...fields, image: png(100 * 1024, 10 + i).dataUrl } })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 201, 413, 413]);
  });
});

describe('render settings (the stencil of a saved design)', () => {
  it('are kept and listed; absent they are null; invalid ones are refused with 400', async () => {
    const saved = await request<Design>(server, 'POST', '/crm/designs/save', { token: ada.idToken, body: { ...fields, render: { seed: 4_000_000_000, size: '1024x1792' } } });
    expect(saved.status).toBe(201);
    expect(saved.body.render).toEqual({ seed: 4_000_000_000, size: '1024x1792' });
    const plain = await request<Design>(server, 'POST', '/crm/designs/save', { token: ada.idToken, body: fields });
    expect(plain.body.render).toBeNull();
    const page = await request<DesignPage>(server, 'GET', `/crm/designs/${ada.uid}?limit=100`, { token: ada.idToken });
    expect(page.body.items.find((d) => d.id === saved.body.id)?.render).toEqual({ seed: 4_000_000_000, size: '1024x1792' });
    const before = await snapshot(server.db);
    for (const render of [{ seed: -1, size: '1024x1024' }, { seed: 1, size: '512x512' }, { seed: 1.5, size: '1024x1024' }, { seed: 1, size: '1024x1024', extra: 1 }]) {
      const refused = await request(server, 'POST', '/crm/designs/save', { token: ada.idToken, body: { ...fields, render } });
      expect(refused.status, JSON.stringify(render)).toBe(400);
    }
    expect(await snapshot(server.db)).toBe(before);
  });
});
