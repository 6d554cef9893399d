import { Link } from 'react-router-dom';
import type { Artist } from '@/engine/crm/schemas';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { depositLine, formatOpening } from './directoryText';
import { portfolioBriefs, worksInStyle } from './directory';
import { PortfolioTile } from './PortfolioTile';

/** One artist in the public directory: who, where, styles, work, next open times, deposit, and a way in. */
export function ArtistCard({ artist, selected, briefStyle, onChoose }: {
  artist: Artist; selected: boolean; briefStyle: string | undefined; onChoose: (id: string) => void;
}) {
  return (
    <li data-testid="artist-card" className={`flex flex-col gap-3 rounded-2xl border bg-white p-5 dark:bg-ink-900 ${selected ? 'border-blood-600 ring-2 ring-blood-600/40' : 'border-ink-200 dark:border-ink-700'}`}>
      <div>
        <h3 className="text-lg font-bold">
          <Link to={`/artists/${encodeURIComponent(artist.id)}`} className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blood-500">{artist.name}</Link>
        </h3>
        <p className="text-sm text-ink-600 dark:text-ink-300">{artist.studio} · {artist.city}</p>
      </div>
      <p className="flex flex-wrap gap-1.5">
        {artist.styles.map((own) => <span key={own} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold dark:bg-ink-800">{own}</span>)}
        {briefStyle && worksInStyle(artist, briefStyle) && <span className="rounded-full bg-blood-700 px-2.5 py-0.5 text-xs font-semibold text-white">Matches your design</span>}
      </p>
      <p className="text-sm">{artist.bio}</p>
      <div className="flex gap-2">
        {portfolioBriefs(artist).map((piece) => (
          <PortfolioTile key={piece.seed} brief={piece.brief} seed={piece.seed} label={`${piece.brief.style} ${piece.brief.keywords} by ${artist.name}`} />
        ))}
      </div>
      <p className="text-sm">
        <span className="font-semibold">Next open: </span>
        {artist.openSlots.length > 0 ? artist.openSlots.map((slot) => formatOpening(slot, artist.timeZone)).join(' · ') : 'no open times in the next three weeks'}
      </p>
      <p className="text-sm text-ink-700 dark:text-ink-200">{artist.deposit ? depositLine(artist.deposit) : 'No deposit.'}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses(selected ? 'primary' : 'secondary')} aria-pressed={selected} onClick={() => onChoose(artist.id)}>
          {selected ? 'Selected' : `Choose ${artist.name}`}
        </button>
        <Link to={`/artists/${encodeURIComponent(artist.id)}`} className={buttonClasses('ghost')} aria-label={`View artist ${artist.name}`}>View artist</Link>
      </div>
    </li>
  );
}
