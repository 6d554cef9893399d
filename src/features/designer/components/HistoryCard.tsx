import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import type { DesignImage } from '../designerPersistence';
import { groupHistory } from '../historyGroups';
import { ON_DEVICE_SKETCH_BADGE } from '../designerMessages';
import { imageUrl } from '../imageFiles';
import { Card } from './Card';
import { DownloadIcon, SkinPreviewIcon, TrashIcon } from '@/shared/ui/icons';

/** Designs listed before 'Show more'; the rest wait so a long history opens fast. */
const HISTORY_PAGE = 8;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface HistoryCardProps {
  images: DesignImage[];
  currentId: string | null;
  onOpen: (id: string) => void;
  onDownload: (image: DesignImage) => void;
  onDelete: (image: DesignImage) => void;
}

/** Every design generated on this device: reopen it (with its brief), download it, delete it. */
export function HistoryCard({ images, currentId, onOpen, onDownload, onDelete }: HistoryCardProps) {
  const [shown, setShown] = useState(HISTORY_PAGE);
  const list = useRef<HTMLUListElement>(null);
  const groups = groupHistory(images);
  return (
    <Card title="History" titleId="history-title" actions={<span className="text-xs text-ink-600 dark:text-ink-300">{images.length} on this device</span>}>
      {images.length === 0 ? (
        <p className="text-sm text-ink-600 dark:text-ink-300">Designs you generate are kept here on this device, even offline.</p>
      ) : (
        <>
          <ul ref={list} tabIndex={-1} className="grid outline-none grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4" aria-label="Designs generated on this device">
            {groups.slice(0, shown).map(({ design: image, variations }) => {
              const when = dateFormat.format(image.createdAt);
              const title = [image.slots.style, image.slots.keywords].filter(Boolean).join(' · ') || 'Design';
              return (
                <li
                  key={image.id}
                  data-testid="history-item"
                  className={`flex flex-col overflow-hidden rounded-xl border bg-white dark:bg-ink-800 ${image.id === currentId ? 'border-blood-600' : 'border-ink-200 dark:border-ink-700'}`}
                >
                  <button type="button" onClick={() => onOpen(image.id)} className="block focus-visible:outline-2 focus-visible:outline-blood-500" aria-label={`Open ${title}, ${when}`}>
                    <img src={imageUrl(image.png)} alt="" loading="lazy" className="aspect-square w-full bg-white object-contain" />
                  </button>
                  <div className="flex flex-1 flex-col gap-1 p-2">
                    <p className="line-clamp-2 text-xs font-semibold capitalize">{title}</p>
                    <p className="text-[0.7rem] text-ink-600 dark:text-ink-300">{when}</p>
                    {image.provider === 'on-device' && <p className="text-[0.7rem] font-semibold text-ink-700 dark:text-ink-200">{ON_DEVICE_SKETCH_BADGE}</p>}
                    {variations.length > 0 && (
                      <ul aria-label={`Variations of ${title}`} data-testid="history-variations" className="flex flex-wrap gap-1">
                        {variations.map((v, i) => (
                          <li key={v.id}>
                            <button
                              type="button"
                              onClick={() => onOpen(v.id)}
                              aria-label={`Open variation ${i + 1} of ${title}`}
                              className={`block size-8 overflow-hidden rounded border-2 bg-white focus-visible:outline-2 focus-visible:outline-blood-500 ${v.id === currentId ? 'border-blood-600' : 'border-ink-200 dark:border-ink-600'}`}
                            >
                              <img src={imageUrl(v.png)} alt="" loading="lazy" className="size-full object-contain" />
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                    <div className="mt-auto flex gap-1">
                      <button type="button" className={buttonClasses('ghost', 'flex-1 px-2 py-1')} onClick={() => onDownload(image)} aria-label={`Download ${title}, ${when}`}>
                        <DownloadIcon className="size-4" />
                      </button>
                      <Link to={`/preview/${image.id}`} className={buttonClasses('ghost', 'flex-1 px-2 py-1')} aria-label={`Preview on skin: ${title}, ${when}`}>
                        <SkinPreviewIcon className="size-4" />
                      </Link>
                      <button type="button" className={buttonClasses('ghost', 'flex-1 px-2 py-1')} onClick={() => {
                          onDelete(image);
                          // The focused button goes with its design: keep focus in the list.
                          list.current?.focus();
                        }} aria-label={`Delete ${title}, ${when}`}>
                        <TrashIcon className="size-4" />
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          {groups.length > shown && (
            <button type="button" className={buttonClasses('secondary', 'mt-3 w-full')} onClick={() => setShown((n) => n + HISTORY_PAGE)}>
              Show more ({groups.length - shown})
            </button>
          )}
        </>
      )}
    </Card>
  );
}
