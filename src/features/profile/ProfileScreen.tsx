import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { ZodError } from 'zod';
import type { UserRecord } from '@/db/database';
import { useAuthStore } from '@/shared/auth/authStore';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { TextField } from '@/shared/ui/FormField';
import { updateProfile } from '@/sync/crmStore';
import { useAppointments, useConsultations, useSavedDesigns } from '@/sync/hooks';
import { DesignsTab } from './DesignsTab';
import { AppointmentsTab, ConsultationsTab } from './ListTabs';
import {
  PROFILE_TABS, draftFromProfile, fullName, patchFromDraft, profileInitials, tabFromQuery,
  type DraftErrors, type ProfileDraft, type ProfileTabId,
} from './profileDraft';
import { SavedCopyNote } from '@/shared/ui/SavedCopy';
import { OFFLINE_NOTE, SERVER_UNREACHABLE_NOTE, NOTHING_SAVED, NOTHING_SAVED_OFFLINE } from '@/sync/readView';
import { useOnline } from '@/shared/net/useOnline';
import { CARD, CachedList, Facts, Section, SyncMark, str, strList } from './ui';
import { profileGate } from './profileGate';
import { useProfileRead } from './useProfileRead';

const PAGE = 'mx-auto max-w-5xl px-4 py-8 sm:px-6';

function StatusPage({ children }: { children: React.ReactNode }) {
  return (
    <section className={`${PAGE} flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center`} aria-live="polite">
      {children}
    </section>
  );
}

/**
 * /profile (spec §2): signed-in only; everything shows from Dexie first, then the server's copy.
 * On a reload the hinted user's cached profile shows while Firebase confirms (profileGate.ts).
 */
export default function ProfileScreen() {
  const status = useAuthStore((s) => s.status);
  const userUid = useAuthStore((s) => s.user?.uid);
  const hintUid = useAuthStore((s) => s.hint?.uid);
  const location = useLocation();
  const { cached, refresh, retry } = useProfileRead();
  const online = useOnline();
  const gate = profileGate({ status, userUid, hintUid, cached, refresh });
  switch (gate.show) {
    case 'redirect':
      return <Navigate to="/auth" replace state={{ from: location }} />;
    case 'checking':
      return (
        <StatusPage>
          <p role="status">Checking authentication...</p>
        </StatusPage>
      );
    case 'loading':
      return (
        <StatusPage>
          <p role="status">Loading profile...</p>
        </StatusPage>
      );
    case 'error':
      return (
        <StatusPage>
          <h1 className="text-2xl font-bold">Error</h1>
          <div role="alert">
            <p>Failed to load profile. Please try again.</p>
            <p className="mt-1 text-sm text-ink-700 dark:text-ink-200">{online ? NOTHING_SAVED : NOTHING_SAVED_OFFLINE}</p>
          </div>
          <button type="button" className={buttonClasses('primary')} onClick={retry}>
            Try again
          </button>
        </StatusPage>
      );
    case 'not-found':
      return (
        <StatusPage>
          <h1 className="text-2xl font-bold">Profile not found</h1>
          <Link to="/signup" className={buttonClasses('primary')}>
            Create Profile
          </Link>
        </StatusPage>
      );
    case 'profile':
      // Keyed by uid: a different user confirmed than the hint named starts from a fresh view (no draft carried over).
      return cached ? (
        <ProfileView
          key={gate.uid}
          profile={cached.profile}
          syncState={cached.syncState}
          note={refresh.state === 'failed' || !online ? (online ? SERVER_UNREACHABLE_NOTE : OFFLINE_NOTE) : null}
          confirming={gate.confirming}
        />
      ) : null;
  }
}

const FIELD_LABELS: [keyof ProfileDraft, string, string?][] = [
  ['firstName', 'First Name', 'given-name'],
  ['lastName', 'Last Name', 'family-name'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['location', 'Location', 'address-level2'],
];
const PREFERENCE_LABELS: [keyof ProfileDraft, string][] = [
  ['preferredStyles', 'Preferred Styles (comma-separated)'],
  ['tattooExperience', 'Tattoo Experience'],
  ['designSize', 'Preferred Size'],
  ['designPlacement', 'Preferred Placement'],
  ['colorPreference', 'Color Preference'],
  ['stylePreferences', 'Style Preferences (comma-separated)'],
  ['emergencyName', 'Emergency Contact Name'],
  ['emergencyPhone', 'Emergency Contact Phone'],
  ['emergencyRelationship', 'Emergency Contact Relationship'],
];

interface ProfileViewProps {
  profile: Record<string, unknown>;
  syncState: UserRecord['syncState'];
  /** Quiet note when the profile is shown from this device without the server's answer. */
  note: string | null;
  /** Shown from the device's cache while Firebase restores the session: edits wait for it. */
  confirming: boolean;
}

function ProfileView({ profile, syncState, note, confirming }: ProfileViewProps) {
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'));
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const designs = useSavedDesigns();
  const consultations = useConsultations();
  const appointments = useAppointments();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const selectTab = (id: ProfileTabId) =>
    setParams(
      (p) => {
        p.set('tab', id);
        return p;
      },
      { replace: true },
    );
  const onTabKey = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + PROFILE_TABS.length) % PROFILE_TABS.length;
    selectTab(PROFILE_TABS[next].id);
    tabRefs.current[next]?.focus();
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const result = patchFromDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    try {
      // Written to Dexie and the outbox: it shows at once and reaches the server when it can.
      await updateProfile(result.patch);
      setDraft(null);
      setErrors({});
      toast({ title: 'Profile updated successfully!', variant: 'success' });
    } catch (error) {
      console.error('Profile update failed', error);
      toast({
        title: 'Error',
        description: error instanceof ZodError ? 'Failed to update profile' : 'Failed to save profile. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  const name = fullName(profile);
  // One quiet note for the screen: the profile's, else the open tab's list's (never one per part).
  const tabRead = tab === 'designs' ? designs : tab === 'consultations' ? consultations : tab === 'appointments' ? appointments : null;
  const screenNote = note ?? (tabRead?.view.kind === 'ready' ? tabRead.view.note : null);
  // A count the device cannot know (nothing saved, server unreachable) is a dash, never a made-up 0.
  const count = (read: typeof designs) => (read.view.kind === 'ready' ? read.data?.length : read.view.kind === 'unavailable' ? '—' : undefined);
  const counts: [string, number | string | undefined][] = [
    ['Saved Designs', count(designs)],
    ['Consultations', count(consultations)],
    ['Appointments', count(appointments)],
    ['Style Preferences', strList(profile.preferredStyles).length],
  ];
  const prefs = (typeof profile.designPreferences === 'object' && profile.designPreferences) || {};
  const contact = (typeof profile.emergencyContact === 'object' && profile.emergencyContact) || {};
  const p = prefs as Record<string, unknown>;
  const c = contact as Record<string, unknown>;

  return (
    <div className={PAGE}>
      <section aria-label="Profile summary" className={`${CARD} flex flex-col gap-4 sm:flex-row sm:items-center`}>
        <div aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-blood-600 text-xl font-black text-white">
          {profileInitials(profile)}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-2xl font-black tracking-tight sm:text-3xl">{name || str(profile.email) || 'Your profile'}</h1>
          <p className="truncate text-ink-700 dark:text-ink-200">{str(profile.email)}</p>
          <div className="mt-1">
            <SyncMark state={syncState} />
          </div>
        </div>
        {!draft && (
          <button
            type="button"
            className={buttonClasses('secondary')}
            // Saving needs the confirmed user (the outbox writes as them); confirming takes a moment.
            disabled={confirming}
            aria-busy={confirming || undefined}
            onClick={() => setDraft(draftFromProfile(profile))}
          >
            Edit Profile
          </button>
        )}
      </section>
      <div className="mt-3">
        <SavedCopyNote note={screenNote} />
      </div>

      {draft ? (
        <form onSubmit={save} className={`${CARD} mt-6 grid gap-4`} aria-label="Edit profile" noValidate>
          <h2 className="text-lg font-bold">Edit Profile</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELD_LABELS.map(([field, label, autoComplete]) => (
              <TextField
                key={field}
                label={label}
                autoComplete={autoComplete}
                value={draft[field]}
                error={errors[field]}
                onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
              />
            ))}
          </div>
          <h3 className="font-bold">Preferences</h3>
          <div className="grid gap-4 sm:grid-cols-2">
            {PREFERENCE_LABELS.map(([field, label]) => (
              <TextField key={field} label={label} value={draft[field]} error={errors[field]} onChange={(e) => setDraft({ ...draft, [field]: e.target.value })} />
            ))}
          </div>
          <div className="flex gap-3">
            <button type="submit" className={buttonClasses('primary')} disabled={saving}>
              Save
            </button>
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => {
                setDraft(null);
                setErrors({});
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}

      <div role="tablist" aria-label="Profile sections" className="mt-6 flex gap-1 overflow-x-auto border-b border-ink-200 dark:border-ink-800">
        {PROFILE_TABS.map((t, index) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => selectTab(t.id)}
            onKeyDown={(e) => onTabKey(e, index)}
            className={`shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold ${tab === t.id ? 'border-blood-600 text-ink-950 dark:text-white' : 'border-transparent text-ink-700 hover:text-ink-950 dark:text-ink-200 dark:hover:text-white'}`}
          >
            {t.label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} tabIndex={0} className="mt-6 grid gap-6 focus-visible:outline-2 focus-visible:outline-blood-500">
        {tab === 'overview' && (
          <>
            <Section title="Personal Information">
              <Facts items={[['Full Name', name], ['Email', str(profile.email)], ['Phone', str(profile.phone)], ['Location', str(profile.location)]]} />
            </Section>
            <Section title="Tattoo Preferences">
              <Facts items={[['Preferred Styles', strList(profile.preferredStyles).join(', ')], ['Tattoo Experience', str(profile.tattooExperience)]]} />
            </Section>
            <Section title="Activity Overview">
              <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                {counts.map(([label, count]) => (
                  <div key={label} className="rounded-xl bg-ink-50 p-4 text-center dark:bg-ink-800">
                    <dd className="text-2xl font-black">{count ?? '…'}</dd>
                    <dt className="text-sm text-ink-700 dark:text-ink-200">{label}</dt>
                  </div>
                ))}
              </dl>
            </Section>
          </>
        )}
        {tab === 'designs' && (
          <CachedList read={designs} loading="Loading designs...">
            {(list) => <DesignsTab designs={list} />}
          </CachedList>
        )}
        {tab === 'consultations' && (
          <CachedList read={consultations} loading="Loading consultations...">
            {(list) => <ConsultationsTab consultations={list} />}
          </CachedList>
        )}
        {tab === 'appointments' && (
          <CachedList read={appointments} loading="Loading appointments...">
            {(list) => <AppointmentsTab appointments={list} confirming={confirming} />}
          </CachedList>
        )}
        {tab === 'preferences' && (
          <>
            <Section title="Design Preferences">
              <Facts
                items={[
                  ['Size', str(p.size)],
                  ['Placement', str(p.placement)],
                  ['Color Preference', str(p.colorPreference)],
                  ['Style Preferences', strList(p.stylePreferences).join(', ')],
                ]}
              />
            </Section>
            <Section title="Emergency Contact">
              <Facts items={[['Name', str(c.name)], ['Phone', str(c.phone)], ['Relationship', str(c.relationship)]]} />
            </Section>
          </>
        )}
      </div>
    </div>
  );
}
