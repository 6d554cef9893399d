/**
 * What the Analyst looks at, from the URL: a generated design (`?image=`), a saved design
 * (`?design=`), an uploaded reference photo (`?photo=`), or nothing yet. Everything is read from
 * Dexie, so a subject opened once opens offline; a saved design the device has no PNG of is
 * fetched from the server with the user's token.
 */
import { db, type AnalystSubjectRecord, type UserRecord } from '@/db/database';
import { EMPTY_SLOTS, type DesignSlots } from '@/engine/designBrief';
import { analysisInputsSchema, savedAnalysisSchema, type AnalysisInputs, type SavedAnalysis } from '@/engine/contracts/analysis';
import { designBlob } from '@/sync/savedDesignImage';
import { IMAGE_ON_SERVER } from './analystCopy';

export type SubjectKind = AnalystSubjectRecord['kind'];

export interface SubjectRef {
  kind: SubjectKind;
  id: string;
}

export interface Subject {
  ref: SubjectRef;
  /** The Dexie key of its inputs (analystSubjects). */
  key: string;
  title: string;
  blob: Blob;
  brief: DesignSlots;
  /** The generated image, for 'Preview on skin'. */
  imageId?: string;
  /** For a saved design: its id. */
  savedDesignId?: string;
  photoName?: string;
}

export const subjectKey = (ref: SubjectRef) => `${ref.kind}:${ref.id}`;

/** The subject named by the screen's query string, or null. */
export function subjectFromSearch(search: URLSearchParams): SubjectRef | null {
  for (const kind of ['image', 'design', 'photo'] as const) {
    const id = search.get(kind);
    if (id) return { kind, id };
  }
  return null;
}

export class MissingSubjectError extends Error {
  constructor() {
    super('missing subject');
    this.name = 'MissingSubjectError';
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A saved design's brief as the designer's slots. */
export function briefOfSavedDesign(design: UserRecord): DesignSlots {
  return {
    style: str(design.style), bodyZone: str(design.placement), keywords: str(design.keywords),
    size: str(design.size), colors: str(design.colors), description: str(design.description),
  };
}

const titleOf = (brief: DesignSlots, fallback: string) => [brief.style, brief.keywords].filter(Boolean).join(' · ') || fallback;

export async function loadSubject(ref: SubjectRef): Promise<Subject> {
  const key = subjectKey(ref);
  if (ref.kind === 'image') {
    const image = await db.generatedImages.get(ref.id);
    if (!image) throw new MissingSubjectError();
    return { ref, key, title: titleOf(image.slots, 'Generated design'), blob: image.png, brief: image.slots, imageId: image.id };
  }
  if (ref.kind === 'design') {
    const design = await db.savedDesigns.get(ref.id);
    if (!design) throw new MissingSubjectError();
    const brief = briefOfSavedDesign(design);
    let blob: Blob;
    try {
      blob = await designBlob(design);
    } catch (error) {
      // Only a design drawn on another device has no PNG here; it comes from the server.
      throw new Error(typeof navigator !== 'undefined' && !navigator.onLine ? IMAGE_ON_SERVER : error instanceof Error ? error.message : String(error), { cause: error });
    }
    return { ref, key, title: titleOf(brief, 'Saved design'), blob, brief, savedDesignId: design.id };
  }
  const row = await db.analystSubjects.get(key);
  if (!row?.photo) throw new MissingSubjectError();
  return { ref, key, title: row.name || 'Reference photo', blob: row.photo, brief: { ...EMPTY_SLOTS }, photoName: row.name, savedDesignId: row.savedDesignId };
}

/** Stores an uploaded reference photo; resolves with its subject. */
export async function storePhoto(file: Blob, name: string, inputs: AnalysisInputs, uid: string | undefined): Promise<SubjectRef> {
  const ref: SubjectRef = { kind: 'photo', id: crypto.randomUUID() };
  await db.analystSubjects.put({ key: subjectKey(ref), kind: 'photo', photo: file, name: name.slice(0, 120), inputs, uid, updatedAt: Date.now() });
  return ref;
}

/** The person's inputs for a subject, as last left on this device, if valid. */
export async function storedInputs(key: string): Promise<AnalysisInputs | null> {
  const row = await db.analystSubjects.get(key);
  const parsed = analysisInputsSchema.safeParse(row?.inputs);
  return parsed.success ? parsed.data : null;
}

export async function storeInputs(ref: SubjectRef, inputs: AnalysisInputs): Promise<void> {
  const key = subjectKey(ref);
  const row = await db.analystSubjects.get(key);
  await db.analystSubjects.put({ ...(row ?? { key, kind: ref.kind }), inputs, updatedAt: Date.now() });
}

export async function rememberSavedDesign(ref: SubjectRef, savedDesignId: string): Promise<void> {
  const key = subjectKey(ref);
  const row = await db.analystSubjects.get(key);
  if (row) await db.analystSubjects.put({ ...row, savedDesignId, updatedAt: Date.now() });
}

/** A saved design's stored analysis, if it is one this version reads. */
export function analysisOf(design: UserRecord | undefined): SavedAnalysis | null {
  const parsed = savedAnalysisSchema.safeParse(design?.analysis);
  return parsed.success ? parsed.data : null;
}
