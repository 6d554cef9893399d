/**
 * Daily AI quotas per identity (QUOTA_* settings): each forwarded chat request or image costs one
 * unit of the caller's day (UTC). The count is one atomic upsert in the database, so replicas on
 * one PostgreSQL share it and two concurrent requests can never both take the last unit.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { VerifiedCaller } from './auth.ts';
import type { Db } from './db/connect.ts';
import { usageCounters } from './db/schema.ts';

export type QuotaKind = 'chat' | 'image';

export interface QuotaSettings {
  chatPerDay: number;
  chatPerDayAnonymous: number;
  imagesPerDay: number;
  imagesPerDayAnonymous: number;
}

/** A person chatting through a long design session sends a few hundred requests at most. */
export const DEFAULT_QUOTAS: QuotaSettings = {
  chatPerDay: 300,
  chatPerDayAnonymous: 60,
  imagesPerDay: 30,
  imagesPerDayAnonymous: 5,
};

export function quotaLimit(settings: QuotaSettings, kind: QuotaKind, anonymous: boolean): number {
  if (kind === 'chat') return anonymous ? settings.chatPerDayAnonymous : settings.chatPerDay;
  return anonymous ? settings.imagesPerDayAnonymous : settings.imagesPerDay;
}

const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Seconds until the next UTC midnight, when every count starts again. */
export function secondsUntilTomorrow(now: Date): number {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000));
}

/**
 * Takes one unit; returns 0 when it was within the limit, else the seconds until the quota
 * renews (the unit is still counted, which changes nothing: the caller is over either way).
 */
export async function consumeQuota(db: Db, caller: VerifiedCaller, kind: QuotaKind, settings: QuotaSettings, now = new Date()): Promise<number> {
  const limit = quotaLimit(settings, kind, caller.anonymous === true);
  const [row] = await db.insert(usageCounters)
    .values({ identity: `uid:${caller.uid}`, kind, day: utcDay(now), count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.identity, usageCounters.kind, usageCounters.day],
      set: { count: sql`${usageCounters.count} + 1` },
    })
    .returning({ count: usageCounters.count });
  return row.count > limit ? secondsUntilTomorrow(now) : 0;
}

/**
 * Gives back a unit taken on `day` (the provider refused the call, so nothing was spent). Never
 * below zero, and on the day it was taken, so a refund after midnight cannot grow tomorrow's count.
 */
export async function refundQuota(db: Db, caller: VerifiedCaller, kind: QuotaKind, day: string): Promise<void> {
  await db.update(usageCounters)
    .set({ count: sql`greatest(${usageCounters.count} - 1, 0)` })
    .where(and(eq(usageCounters.identity, `uid:${caller.uid}`), eq(usageCounters.kind, kind), eq(usageCounters.day, day)));
}

export { utcDay };

/** Counts older than yesterday are never read again. */
export async function deleteOldUsage(db: Db, now = new Date()): Promise<void> {
  const yesterday = utcDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  await db.delete(usageCounters).where(lt(usageCounters.day, yesterday));
}
