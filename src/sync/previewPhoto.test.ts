import { afterEach, describe, expect, it } from 'vitest';
import { InkClarityDatabase } from '@/db/database';
import { previewPhotoOf, savedImagesKey } from './previewPhoto';

const dbs: InkClarityDatabase[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await InkClarityDatabase.delete(db.name);
  }
});

function freshDb(): InkClarityDatabase {
  const db = new InkClarityDatabase(`preview-photo-${Math.random()}`);
  dbs.push(db);
  return db;
}

const placement = { x: 0.5, y: 0.5, size: 0.3, rotation: 0, flip: false, curvature: 0 };
const preview = (imageId: string, photo: Blob | null) => ({ imageId, photo, sampleId: photo ? null : 'forearm-light', placement, healed: false, strength: 1, updatedAt: 1 });

describe('the on-body preview photo of a saved design', () => {
  it('is the person’s own photo from the preview of the generated design it was saved from', async () => {
    const db = freshDb();
    const own = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    await db.settings.put({ key: savedImagesKey('u1'), value: { 'gen-a': 'design-a', 'gen-b': 'design-b' } });
    await db.skinPreviews.bulkPut([preview('gen-a', own), preview('gen-b', null)]);
    const found = await previewPhotoOf('u1', 'design-a', db);
    expect(found?.size).toBe(3);
    // A preview on a bundled sample photo is not the person's body: nothing is offered.
    expect(await previewPhotoOf('u1', 'design-b', db)).toBeNull();
    // Another person's link, or a design never previewed, offers nothing.
    expect(await previewPhotoOf('u2', 'design-a', db)).toBeNull();
    expect(await previewPhotoOf('u1', 'design-c', db)).toBeNull();
  });
});
