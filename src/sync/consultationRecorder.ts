/**
 * One consultation per conversation, updated as it grows (issue #12). A chat calls
 * `note(conversationKey, summary)` after each answer; the recorder waits until the conversation
 * has been quiet for a moment (debounce), then creates the consultation the first time and
 * updates the same one afterwards — both through the outbox, so offline works and a long
 * offline conversation leaves one create and one folded update (localWrites.ts).
 *
 * Which consultation belongs to which conversation is kept in Dexie `settings`
 * (`consultation:<uid>:<conversationKey>`), so a reload or a second tab continues the same
 * record. A conversation key names one conversation (its kind and first message id): a cleared
 * chat starts a new conversation, hence a new consultation. Only signed-in users are recorded.
 */
import { db as appDb, type InkClarityDatabase } from '@/db/database';
import type { ConsultationSummary } from '@/engine/consultationSummary';
import { useAuthStore } from '@/shared/auth/authStore';
import { recordConsultation, updateConsultation } from './crmStore';

/** Quiet time before a write: a burst of turns makes one write, and the notes never lag far. */
export const CONSULTATION_DEBOUNCE_MS = 1_500;

export interface ConsultationRecorderDeps {
  db: InkClarityDatabase;
  /** The signed-in (not anonymous) user's uid, or null. */
  currentUid: () => string | null;
  create: (consultation: ConsultationSummary & { date: string }) => Promise<string>;
  update: (id: string, patch: Partial<ConsultationSummary>) => Promise<void>;
  now: () => number;
  delayMs: number;
  setTimer: (delayMs: number, fire: () => void) => () => void;
}

export interface ConsultationRecorder {
  /** The conversation now reads as `summary`; written after the debounce. */
  note(conversationKey: string, summary: ConsultationSummary | null): void;
  /** Writes every waiting note now (page hidden, tests). */
  flush(): Promise<void>;
}

const settingKey = (uid: string, conversationKey: string) => `consultation:${uid}:${conversationKey}`;

export function createConsultationRecorder(deps: ConsultationRecorderDeps): ConsultationRecorder {
  const waiting = new Map<string, { uid: string; summary: ConsultationSummary; cancel: () => void }>();
  // Writes for one conversation run one after another: the create must finish before an update.
  const chains = new Map<string, Promise<void>>();

  async function write(uid: string, conversationKey: string, summary: ConsultationSummary): Promise<void> {
    const key = settingKey(uid, conversationKey);
    const known = (await deps.db.settings.get(key))?.value as { id?: unknown } | undefined;
    const id = typeof known?.id === 'string' ? known.id : undefined;
    const record = id === undefined ? undefined : await deps.db.consultations.get(id);
    if (id !== undefined && record !== undefined) {
      const patch: Partial<ConsultationSummary> = {};
      for (const field of ['topic', 'agent', 'notes'] as const) if (record[field] !== summary[field]) patch[field] = summary[field];
      if (Object.keys(patch).length > 0) await deps.update(id, patch);
      return;
    }
    // First answer of this conversation (or its record was discarded on this device): a new one.
    const created = await deps.create({ ...summary, date: new Date(deps.now()).toISOString() });
    await deps.db.settings.put({ key, value: { id: created } });
  }

  function run(uid: string, conversationKey: string, summary: ConsultationSummary): Promise<void> {
    const chainKey = settingKey(uid, conversationKey);
    const next = (chains.get(chainKey) ?? Promise.resolve())
      .then(() => write(uid, conversationKey, summary))
      .catch((error: unknown) => console.warn('Consultation not recorded', error));
    chains.set(chainKey, next);
    return next;
  }

  return {
    note(conversationKey, summary) {
      const uid = deps.currentUid();
      if (!uid || !summary) return;
      const mapKey = settingKey(uid, conversationKey);
      waiting.get(mapKey)?.cancel();
      const cancel = deps.setTimer(deps.delayMs, () => {
        waiting.delete(mapKey);
        void run(uid, conversationKey, summary);
      });
      waiting.set(mapKey, { uid, summary, cancel });
    },
    async flush() {
      const pending = [...waiting.entries()];
      waiting.clear();
      await Promise.all(pending.map(([mapKey, { uid, summary, cancel }]) => {
        cancel();
        return run(uid, mapKey.slice(settingKey(uid, '').length), summary);
      }));
      await Promise.all(chains.values());
    },
  };
}

/** The app's recorder: the signed-in user, the real database, the outbox. */
export const consultationRecorder = createConsultationRecorder({
  db: appDb,
  currentUid: () => {
    const auth = useAuthStore.getState();
    return auth.status === 'signed-in' ? (auth.user?.uid ?? null) : null;
  },
  create: (consultation) => recordConsultation(consultation),
  update: (id, patch) => updateConsultation(id, patch),
  now: Date.now,
  delayMs: CONSULTATION_DEBOUNCE_MS,
  setTimer: (delayMs, fire) => {
    const timer = setTimeout(fire, delayMs);
    return () => clearTimeout(timer);
  },
});

// A conversation's last words must not wait for a timer that a closing tab never fires.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void consultationRecorder.flush();
  });
}
