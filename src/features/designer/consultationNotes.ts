import type { ConsultationSummary } from '@/engine/consultationSummary';

/**
 * Hands a conversation to the consultation recorder, loaded on first use: it pulls in the CRM
 * client and the outbox, which the designer's first paint does not need (issue #16's JS budget).
 * The recorder itself ignores everyone who is not signed in.
 */
export function noteConsultation(key: string, summary: ConsultationSummary | null): void {
  void import('@/sync/consultationRecorder')
    .then(({ consultationRecorder }) => consultationRecorder.note(key, summary))
    .catch((error: unknown) => console.warn('Consultation not recorded', error));
}
