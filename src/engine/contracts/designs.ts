/**
 * The saved-designs API's response shapes (server/crm, docs/server.md), as zod schemas both the
 * server (serialisation, OpenAPI) and the browser's API client can import. Lists carry metadata
 * and an image URL, never image bytes; the PNG is fetched from `image_url` with the caller's
 * ID token.
 */
import { z } from 'zod';
import { IMAGE_SIZES, MAX_SEED } from '../imageOptions';
import { savedAnalysisSchema } from './analysis';

/** Page size of GET /crm/designs/{userId} when `limit` is not given, and its ceiling. */
export const DESIGN_PAGE_DEFAULT_LIMIT = 20;
export const DESIGN_PAGE_MAX_LIMIT = 100;

/**
 * How the on-device renderer draws the design (and so its stencil): the seed and the size option
 * it was drawn with. The stencil is drawn from the brief with these on any device.
 */
export const designRenderSchema = z.strictObject({
  seed: z.number().int().min(0).max(MAX_SEED),
  size: z.enum(IMAGE_SIZES),
});

export const designSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  style: z.string(),
  placement: z.string(),
  size: z.string(),
  colors: z.string(),
  keywords: z.string(),
  description: z.string(),
  prompt: z.string(),
  /** null on designs saved before it was recorded: they offer no stencil. */
  render: designRenderSchema.nullable(),
  /** Server path of the PNG (GET, same Authorization), or null for a design without an image. */
  image_url: z.string().nullable(),
  /** The PNG's size in bytes (counts against the account's storage quota), or null. */
  image_bytes: z.number().int().nullable(),
  /**
   * The Analyst's analysis saved with the design (issue #35), or null before it is analysed. A
   * server from before the Analyst leaves it out: read as null.
   */
  analysis: savedAnalysisSchema.nullable().default(null),
  created_at: z.string(),
}).describe('Design');

export const designPageSchema = z.object({
  items: z.array(designSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
}).describe('DesignPage');

export type Design = z.infer<typeof designSchema>;
export type DesignRender = z.infer<typeof designRenderSchema>;
export type DesignPage = z.infer<typeof designPageSchema>;

/** The image route for a design (GET /crm/designs/{userId}/{designId}/image). */
export function designImagePath(userId: string, designId: string): string {
  return `/crm/designs/${encodeURIComponent(userId)}/${encodeURIComponent(designId)}/image`;
}
