import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SavedAnalysis } from '@/engine/contracts/analysis';
import { useAuthStore } from '@/shared/auth/authStore';
import type { AgedFrame, RasterImage } from '@/shared/analysis/analysisProtocol';
import { canSharePng, downloadPng, sharePng } from '@/shared/files/pngFiles';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { DownloadIcon } from '@/shared/ui/icons';
import { SAVED_TITLE, SAVE_FAILED, SHARE_FAILED, SHARE_FILE_PREFIX } from '../analystCopy';
import type { Subject } from '../analystSubject';
import { saveAnalysisWithDesign } from '../saveAnalysis';
import { drawShareImage } from '../shareImage';

export interface SavedState {
  /** The saved design the subject is (or was saved as), if any. */
  savedDesignId: string | null;
  /** Its stored analysis's time, to tell "saved" from "changed since". */
  savedAt: string | null;
  syncState?: string;
}

interface Props {
  subject: Subject;
  analysis: SavedAnalysis;
  image: RasterImage;
  frames: AgedFrame[];
  saved: SavedState;
  /** The analysis as saved matches what is on screen (same inputs). */
  upToDate: boolean;
}

const fileName = () => `${SHARE_FILE_PREFIX}-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.png`;

/** Save with the design (outbox), share or download the analysis as an image. */
export function SaveShareBar({ subject, analysis, image, frames, saved, upToDate }: Props) {
  const status = useAuthStore((s) => s.status);
  const uid = useAuthStore((s) => s.user?.uid);
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState<'save' | 'share' | null>(null);
  const shareable = canSharePng();

  const save = async () => {
    if (!uid) return;
    setBusy('save');
    try {
      await saveAnalysisWithDesign(subject, analysis, uid, image);
      toast({ title: SAVED_TITLE, description: navigator.onLine ? 'It shows on the design in your profile.' : 'It syncs when you are back online.', variant: 'success' });
    } catch (error) {
      console.error('Saving the analysis failed', error);
      toast({ title: 'Error', description: SAVE_FAILED, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const share = async (mode: 'share' | 'download') => {
    setBusy('share');
    try {
      const png = await drawShareImage(analysis, subject.blob, subject.title, frames);
      if (mode === 'share') await sharePng(png, fileName(), `Analysis: ${subject.title}`);
      else downloadPng(png, fileName());
    } catch (error) {
      console.error('Sharing the analysis failed', error);
      toast({ title: 'Error', description: SHARE_FAILED, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const saveLabel = saved.savedDesignId && upToDate ? 'Saved with the design' : saved.savedDesignId ? 'Save with the design' : 'Save to profile with analysis';
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="analyst-actions">
      {status === 'signed-in' ? (
        <button type="button" className={buttonClasses('primary')} disabled={busy !== null || (Boolean(saved.savedDesignId) && upToDate)} onClick={() => void save()}>
          {busy === 'save' ? 'Saving…' : saveLabel}
        </button>
      ) : status === 'signed-out' ? (
        <button type="button" className={buttonClasses('primary')} onClick={() => navigate('/auth', { state: { from: location } })}>
          Sign in to save
        </button>
      ) : null}
      {shareable && (
        <button type="button" className={buttonClasses('secondary')} disabled={busy !== null} onClick={() => void share('share')}>
          Share as image
        </button>
      )}
      <button type="button" className={buttonClasses('secondary')} disabled={busy !== null} onClick={() => void share('download')}>
        <DownloadIcon className="size-4" />
        {busy === 'share' ? 'Drawing…' : 'Download image'}
      </button>
      {saved.syncState === 'pending' && <span className="text-xs font-semibold text-amber-700 dark:text-amber-400">Waiting to sync</span>}
    </div>
  );
}
