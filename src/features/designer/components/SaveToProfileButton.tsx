import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { db } from '@/db/database';
import { useAuthStore } from '@/shared/auth/authStore';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import type { DesignImage } from '../designerPersistence';
import { saveImageToProfile, savedImageIds } from '../saveToProfile';

/**
 * Signed in: saves the design to the profile (works offline; it syncs later). Signed out: asks
 * to sign in and comes back here; the design stays on the device (Dexie) meanwhile.
 */
export function SaveToProfileButton({ image }: { image: DesignImage }) {
  const status = useAuthStore((s) => s.status);
  const uid = useAuthStore((s) => s.user?.uid);
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const saved = useLiveQuery(async () => (uid ? Boolean((await savedImageIds(db, uid))[image.id]) : false), [uid, image.id]);

  if (status === 'loading') return null;
  if (status === 'signed-out' || !uid)
    return (
      <button type="button" className={buttonClasses('secondary', 'px-3 py-2')} onClick={() => navigate('/auth', { state: { from: location } })}>
        Sign in to save to profile
      </button>
    );
  const save = async () => {
    setBusy(true);
    try {
      await saveImageToProfile(db, uid, image);
      toast({ title: 'Saved to your profile', variant: 'success', about: 'generated-design-title' });
    } catch (error) {
      console.error('Save to profile failed', error);
      toast({ title: 'Error', description: 'Failed to save design. Please try again!', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={buttonClasses('secondary', 'px-3 py-2')} disabled={busy || saved} onClick={() => void save()}>
      {saved ? 'Saved to profile' : busy ? 'Saving…' : 'Save to profile'}
    </button>
  );
}
