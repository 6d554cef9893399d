/**
 * What of the signed-in person this device holds, in the words the sign-out dialog uses, and the
 * parts of "Log out and clear this device" that are not database rows (ownership.ts deletes the
 * rows): the service worker's runtime caches.
 */
import type { InkClarityDatabase } from './database';

export interface DeviceDataSummary {
  /** Messages in the designer's chats, the Voice Chat and the AI Assistant. */
  chatMessages: number;
  /** The design brief has something in it. */
  brief: boolean;
  /** Designs drawn on this device (the designer's History). */
  designsMade: number;
  /** The person's own photos used for the on-body preview, and previews (placements) of any kind. */
  skinPhotos: number;
  previews: number;
  /** Copies of account records: the profile, saved designs, consultations, appointments, artist messages. */
  profile: boolean;
  savedDesigns: number;
  consultations: number;
  appointments: number;
  artistMessages: number;
  /** Files the service worker saved for offline use (runtime caches). */
  offlineFiles: number;
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The workbox precache holds the app itself (the same for everyone); every other cache is runtime. */
const isRuntimeCache = (name: string) => !name.startsWith('workbox-precache');

async function runtimeCacheNames(): Promise<string[]> {
  if (typeof caches === 'undefined') return [];
  return (await caches.keys()).filter(isRuntimeCache);
}

async function countOfflineFiles(): Promise<number> {
  try {
    let files = 0;
    for (const name of await runtimeCacheNames()) files += (await (await caches.open(name)).keys()).length;
    return files;
  } catch {
    return 0;
  }
}

/** Deletes every runtime cache of the service worker (pictures and pages it kept while the person used the app). */
export async function clearRuntimeCaches(): Promise<void> {
  for (const name of await runtimeCacheNames()) await caches.delete(name);
}

/** What the tables on show hold for `uid` (they hold only the current owner's rows: ownership.ts). */
export async function summarizeDeviceData(uid: string, database: InkClarityDatabase): Promise<DeviceDataSummary> {
  const own = (table: 'savedDesigns' | 'consultations' | 'appointments' | 'appointmentMessages') => database[table].where('user_id').equals(uid).count();
  const [chatMessages, briefs, designsMade, previews, profile, savedDesigns, consultations, appointments, artistMessages, offlineFiles] = await Promise.all([
    database.messages.count(),
    database.designBriefs.toArray(),
    database.generatedImages.count(),
    database.skinPreviews.toArray(),
    database.profileCache.get(uid),
    own('savedDesigns'),
    own('consultations'),
    own('appointments'),
    own('appointmentMessages'),
    countOfflineFiles(),
  ]);
  return {
    chatMessages,
    brief: briefs.some((brief) => Object.values(brief.slots ?? {}).some(hasText)),
    designsMade,
    skinPhotos: previews.filter((preview) => preview.photo !== null).length,
    previews: previews.length,
    profile: profile !== undefined,
    savedDesigns,
    consultations,
    appointments,
    artistMessages,
    offlineFiles,
  };
}
