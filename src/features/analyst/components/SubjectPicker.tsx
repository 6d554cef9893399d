import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useEffect, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { db, type AnalystSubjectRecord, type GeneratedImageRecord, type UserRecord } from '@/db/database';
import { useReadableUid } from '@/shared/auth/authStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { NO_DESIGNS, PHOTO_PRIVACY, PICK_TITLE, UPLOAD_HINT, UPLOAD_LABEL, YOUR_DESIGNS } from '../analystCopy';
import { localImage } from '@/sync/savedDesignImage';

/** Designs offered to pick: the latest drawn on this device and the user's saved ones. */
const RECENT_DESIGNS = 12;

function Thumb({ png, alt }: { png: Blob; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(png), [png]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt={alt} className="aspect-square w-full rounded-lg bg-white object-contain" loading="lazy" />;
}

const nameOf = (style: unknown, keywords: unknown) => [style, keywords].filter((v) => typeof v === 'string' && v).join(' · ') || 'Design';

/** Upload a reference photo, or pick a design drawn on this device or saved to the profile. */
export function SubjectPicker({ onPhoto, busy }: { onPhoto: (file: File) => void; busy: boolean }) {
  const uid = useReadableUid();
  const generated = useLiveQuery(() => db.generatedImages.orderBy('createdAt').reverse().limit(RECENT_DESIGNS).toArray(), []) as GeneratedImageRecord[] | undefined;
  const saved = useLiveQuery(async () => (uid ? (await db.savedDesigns.where('user_id').equals(uid).toArray()).slice(-RECENT_DESIGNS).reverse() : []), [uid]) as
    | UserRecord[]
    | undefined;
  const photos = useLiveQuery(() => db.analystSubjects.where('kind').equals('photo').reverse().sortBy('updatedAt'), []) as AnalystSubjectRecord[] | undefined;
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onPhoto(file);
  };
  const none = generated?.length === 0 && saved?.length === 0 && photos?.length === 0;
  return (
    <section aria-labelledby="analyst-pick-title" className="flex flex-col gap-5">
      <h2 id="analyst-pick-title" className="text-lg font-bold">
        {PICK_TITLE}
      </h2>
      <div className="rounded-2xl border-2 border-dashed border-ink-300 bg-white p-5 text-center dark:border-ink-700 dark:bg-ink-900">
        <label className={buttonClasses('primary', 'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blood-500', 'lg')}>
          <input type="file" accept="image/*" className="sr-only" onChange={onFile} disabled={busy} aria-describedby="analyst-upload-hint" />
          {busy ? 'Opening…' : UPLOAD_LABEL}
        </label>
        <p id="analyst-upload-hint" className="mx-auto mt-2 max-w-md text-sm text-ink-700 dark:text-ink-200">
          {UPLOAD_HINT} {PHOTO_PRIVACY}
        </p>
      </div>
      <div>
        <h3 className="text-base font-semibold">{YOUR_DESIGNS}</h3>
        {none && (
          <p className="mt-2 text-sm text-ink-700 dark:text-ink-200">
            {NO_DESIGNS}{' '}
            <Link to="/designer?tab=studio" className="font-semibold text-blood-700 underline dark:text-blood-400">
              Open the Design Studio
            </Link>
          </p>
        )}
        <ul className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-label={YOUR_DESIGNS} data-testid="analyst-designs">
          {(photos ?? []).slice(0, RECENT_DESIGNS).map((row) =>
            row.photo ? (
              <li key={row.key}>
                <Link to={`/analyst?photo=${encodeURIComponent(row.key.slice('photo:'.length))}`} className="block rounded-xl border border-ink-200 p-1.5 hover:border-blood-500 focus-visible:outline-2 focus-visible:outline-blood-500 dark:border-ink-700">
                  <Thumb png={row.photo} alt={`Analyse the reference photo ${row.name ?? ''}`.trim()} />
                  <span className="mt-1 block truncate text-xs">{row.name || 'Reference photo'}</span>
                </Link>
              </li>
            ) : null,
          )}
          {(generated ?? []).map((image) => (
            <li key={image.id}>
              <Link to={`/analyst?image=${encodeURIComponent(image.id)}`} className="block rounded-xl border border-ink-200 p-1.5 hover:border-blood-500 focus-visible:outline-2 focus-visible:outline-blood-500 dark:border-ink-700">
                <Thumb png={image.png} alt={`Analyse ${nameOf(image.slots.style, image.slots.keywords)}`} />
                <span className="mt-1 block truncate text-xs capitalize">{nameOf(image.slots.style, image.slots.keywords)}</span>
              </Link>
            </li>
          ))}
          {(saved ?? []).map((design) => {
            const image = localImage(design);
            return (
              <li key={design.id}>
                <Link to={`/analyst?design=${encodeURIComponent(design.id)}`} className="block rounded-xl border border-ink-200 p-1.5 hover:border-blood-500 focus-visible:outline-2 focus-visible:outline-blood-500 dark:border-ink-700">
                  {image ? (
                    <img src={image} alt={`Analyse saved ${nameOf(design.style, design.keywords)}`} className="aspect-square w-full rounded-lg bg-white object-contain" loading="lazy" />
                  ) : (
                    <span className="flex aspect-square w-full items-center justify-center rounded-lg bg-ink-50 text-center text-xs dark:bg-ink-800">Saved design</span>
                  )}
                  <span className="mt-1 block truncate text-xs capitalize">Saved · {nameOf(design.style, design.keywords)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
