/**
 * Whether the subject is saved to the profile, and with which analysis: a saved design is itself;
 * a generated design may have been saved from the designer or here (Dexie `settings`); an
 * uploaded photo remembers the design it was saved as. A live query, so a save, a sync or another
 * tab shows at once.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { SavedAnalysis } from '@/engine/contracts/analysis';
import { useAuthStore } from '@/shared/auth/authStore';
import { savedImageIds } from '@/sync/savedImages';
import { analysisOf, subjectKey, type Subject } from './analystSubject';

export interface SavedSubject {
  savedDesignId: string | null;
  analysis: SavedAnalysis | null;
  syncState?: string;
}

const NOTHING: SavedSubject = { savedDesignId: null, analysis: null };

async function savedDesignIdOf(subject: Subject, uid: string | undefined): Promise<string | null> {
  if (subject.ref.kind === 'design') return subject.ref.id;
  if (subject.ref.kind === 'image') return uid ? ((await savedImageIds(db, uid))[subject.ref.id] ?? null) : null;
  return (await db.analystSubjects.get(subjectKey(subject.ref)))?.savedDesignId ?? null;
}

/** undefined while Dexie answers (a few ms), so the inputs can wait for a saved analysis. */
export function useSavedState(subject: Subject | null): SavedSubject | undefined {
  const uid = useAuthStore((s) => s.user?.uid);
  return useLiveQuery(async () => {
      if (!subject) return NOTHING;
      const savedDesignId = await savedDesignIdOf(subject, uid);
      const design = savedDesignId ? await db.savedDesigns.get(savedDesignId) : undefined;
      if (!design) return NOTHING;
      return { savedDesignId, analysis: analysisOf(design), syncState: typeof design.syncState === 'string' ? design.syncState : undefined };
    }, [subject, uid]);
}
