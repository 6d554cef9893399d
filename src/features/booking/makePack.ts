/**
 * Gathers a request's hand-off pack on the device and writes it (handoffPdf.ts, loaded only now):
 * the saved design's picture (this device's copy, else the server's), its stencil drawn by the
 * designer's own stencil path from the design's brief, seed and size, the placement photo the
 * person picked (re-encoded small as JPEG), the summary of the design's saved analysis (if it has
 * one), and the request's text. Works offline for designs this device holds; a part it cannot get
 * is left out and the page says so, nothing is invented.
 */
import { renderStencil } from '@/ai/onDeviceRenderer';
import type { UserRecord } from '@/db/database';
import { packAnalysis } from '@/engine/booking/handoffPack';
import { designRenderSchema } from '@/engine/contracts/designs';
import type { AppointmentDetails, Artist } from '@/engine/crm/schemas';
import { appConfig } from '@/shared/config';
import { firebaseToken } from '@/sync/syncEngine';
import type { PackImage } from './handoffPdf';

/** The photo is printed about 84 mm wide: 1200 px is ~360 DPI there, and keeps the PDF small. */
const PHOTO_MAX_PX = 1200;
const PHOTO_JPEG_QUALITY = 0.85;

export interface PackRequest {
  type: string;
  date: string;
  time: string;
  notes: string;
  details: AppointmentDetails;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

async function imageOf(blob: Blob, format: PackImage['format']): Promise<PackImage> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return { bytes: new Uint8Array(await blob.arrayBuffer()), format, ...size };
}

/** A photo in any format the browser opens, as a JPEG no larger than PHOTO_MAX_PX. */
async function photoImage(file: Blob): Promise<PackImage> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, PHOTO_MAX_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot read the photo');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY });
  return { bytes: new Uint8Array(await jpeg.arrayBuffer()), format: 'JPEG', width: canvas.width, height: canvas.height };
}

function dataUrlBlob(dataUrl: string): Blob {
  // Decoded by hand: the page's CSP (connect-src) does not allow fetch('data:…').
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/png' });
}

/** The saved design's PNG: this device's copy, else the server's (null offline or when it has none). */
async function designPng(design: UserRecord): Promise<Blob | null> {
  if (typeof design.image === 'string' && design.image.startsWith('data:image/png')) return dataUrlBlob(design.image);
  if (typeof design.image_url !== 'string' || !navigator.onLine) return null;
  const token = await firebaseToken(design.user_id);
  if (!token) return null;
  const response = await fetch(`${appConfig.apiBaseUrl}${design.image_url}`, { headers: { Authorization: `Bearer ${token}` } });
  return response.ok ? response.blob() : null;
}

async function designStencil(design: UserRecord): Promise<PackImage | null> {
  const render = designRenderSchema.safeParse(design.render);
  if (!render.success) return null;
  const slots = {
    style: str(design.style), bodyZone: str(design.placement), keywords: str(design.keywords),
    size: str(design.size), colors: str(design.colors), description: str(design.description),
  };
  const stencil = await renderStencil(slots, { seed: render.data.seed, size: render.data.size });
  return { bytes: new Uint8Array(await stencil.png.arrayBuffer()), format: 'PNG', width: stencil.width, height: stencil.height };
}

/** Each part on its own: one that fails (offline, no renderer) leaves a gap, never the whole pack. */
async function optional<T>(get: () => Promise<T | null>): Promise<T | null> {
  try {
    return await get();
  } catch (error) {
    console.warn('Hand-off pack: a part was left out', error);
    return null;
  }
}

export async function buildPack(options: {
  request: PackRequest; artist: Artist; clientName: string; design: UserRecord | undefined; photo: Blob | null;
}): Promise<Blob> {
  const { request, artist, design } = options;
  const [{ writeHandoffPdf }, designImage, stencil, placementPhoto] = await Promise.all([
    import('./handoffPdf'),
    design ? optional(async () => { const png = await designPng(design); return png ? imageOf(png, 'PNG') : null; }) : Promise.resolve(null),
    design ? optional(() => designStencil(design)) : Promise.resolve(null),
    options.photo ? optional(() => photoImage(options.photo as Blob)) : Promise.resolve(null),
  ]);
  const details = request.details;
  return writeHandoffPdf({
    title: 'Hand-off pack',
    subtitle: `${request.type} with ${artist.name} · ${request.date} at ${request.time} (${artist.timeZone.replaceAll('_', ' ')}) · ${artist.studio}, ${artist.city}`,
    client: options.clientName,
    idea: details.idea,
    style: details.style || str(design?.style),
    placement: details.placement || str(design?.placement),
    sizeCm: details.size_cm,
    lettering: details.lettering,
    references: details.references,
    budget: details.budget,
    notes: request.notes,
    analysis: design ? packAnalysis(design.analysis) : undefined,
    design: designImage,
    stencil,
    placementPhoto,
  });
}
