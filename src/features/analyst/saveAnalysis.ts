/**
 * Saving an analysis with its design (docs/analyst.md): through the outbox, so it works offline
 * and reaches the server later. A saved design gets the analysis onto it; a generated design is
 * saved to the profile with its analysis (or, saved before, gets it added); an uploaded photo is
 * saved as a design of its own (the measured picture as a PNG) with the analysis.
 */
import { db } from '@/db/database';
import { painZone } from '@/engine/analysis/inputs';
import type { SavedAnalysis } from '@/engine/contracts/analysis';
import { saveDesign, saveDesignAnalysis } from '@/sync/crmStore';
import { pngDataUrl, saveImageToProfile } from '@/sync/savedImages';
import type { RasterImage } from '@/shared/analysis/analysisProtocol';
import { rememberSavedDesign, type Subject } from './analystSubject';

async function rasterToPng(image: RasterImage): Promise<Blob> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas is not available in this browser');
  ctx.putImageData(new ImageData(image.data.slice() as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

/** Saves the analysis with the subject's design; resolves with the saved design's id. */
export async function saveAnalysisWithDesign(subject: Subject, analysis: SavedAnalysis, uid: string, measuredImage: RasterImage): Promise<string> {
  if (subject.ref.kind === 'design' && subject.savedDesignId) {
    await saveDesignAnalysis(subject.savedDesignId, analysis);
    return subject.savedDesignId;
  }
  if (subject.ref.kind === 'image') {
    const image = await db.generatedImages.get(subject.ref.id);
    if (!image) throw new Error('The design is not on this device any more.');
    return saveImageToProfile(db, uid, image, analysis);
  }
  if (subject.savedDesignId && (await db.savedDesigns.get(subject.savedDesignId))) {
    await saveDesignAnalysis(subject.savedDesignId, analysis);
    return subject.savedDesignId;
  }
  const { inputs } = analysis;
  const id = await saveDesign({
    style: inputs.style || analysis.style.guess,
    placement: painZone(inputs.zone).briefZone,
    size: `${inputs.sizeCm} cm`,
    colors: inputs.colours,
    keywords: 'reference photo',
    description: subject.photoName ?? '',
    // The picture as it was measured (at most 1280 px): well inside the 8 MB a design may hold.
    image: await pngDataUrl(await rasterToPng(measuredImage)),
    analysis,
  });
  await rememberSavedDesign(subject.ref, id);
  return id;
}
