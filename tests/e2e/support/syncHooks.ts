/**
 * The shape of `window.__inkclarity` (docs/sync.md "Test hook") as the browser tests and
 * `npm run bench:outbox` use it. Declared here rather than imported from src/, so the Node-side
 * type check does not pull the whole app in.
 */
import type { Table } from 'dexie';

export interface LocalRecord {
  id: string;
  user_id: string;
  created_at?: string;
  syncState?: 'pending' | 'set-aside';
  [field: string]: unknown;
}

export interface SyncHooks {
  crm: {
    saveDesign(design: Record<string, unknown>): Promise<string>;
    recordConsultation(consultation: Record<string, unknown>): Promise<string>;
    createAppointment(appointment: Record<string, unknown>): Promise<string>;
    updateAppointmentStatus(appointmentId: string, status: string): Promise<void>;
    updateProfile(patch: Record<string, unknown>): Promise<void>;
    sendAppointmentMessage(appointmentId: string, message: { body: string }): Promise<string>;
  };
  db: {
    outbox: Table<{ seq?: number; uid: string; status: string }, number>;
    savedDesigns: Table<LocalRecord, string>;
    consultations: Table<LocalRecord, string>;
    appointments: Table<LocalRecord, string>;
    appointmentMessages: Table<LocalRecord, string>;
    analystSubjects: Table<{ key: string; inputs: unknown }, string>;
    profileCache: Table<{ uid: string; profile: Record<string, unknown> }, string>;
    /** Designs as History stores them (src/db/database.ts GeneratedImageRecord). */
    generatedImages: Table<{ id: string; png: Blob; [field: string]: unknown }, string>;
  };
}

declare global {
  interface Window {
    __inkclarity?: SyncHooks;
  }
}
