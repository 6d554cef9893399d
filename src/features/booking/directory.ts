/**
 * The booking directory's pure rules: filtering by style and city, ranking artists whose styles
 * match the current design brief first, and the briefs their portfolio tiles are drawn from.
 */
import type { Artist } from '@/engine/crm/schemas';
import type { DesignSlots } from '@/engine/designBrief';

export interface DirectoryFilter {
  /** '' = any style. */
  style: string;
  /** '' = any city. */
  city: string;
}

const norm = (value: string) => value.trim().toLowerCase();

const styleKey = (style: string) => norm(style).replace(/[-\s]+/g, ' ').replace(/ (style|tattoo)s?$/, '');

/**
 * Does the artist work in this style? Spelling-tolerant ("Neo Traditional" = "neo-traditional",
 * "Japanese style" = "japanese") but never by substring: neo-traditional is not traditional.
 */
export function worksInStyle(artist: Pick<Artist, 'styles'>, style: string): boolean {
  const wanted = styleKey(style);
  return wanted !== '' && artist.styles.some((own) => styleKey(own) === wanted);
}

export function filterArtists<T extends Artist>(artists: readonly T[], filter: DirectoryFilter): T[] {
  return artists.filter((artist) =>
    (filter.style === '' || artist.styles.some((style) => norm(style) === norm(filter.style)))
    && (filter.city === '' || norm(artist.city) === norm(filter.city)));
}

/** Artists working in the brief's style first (stable otherwise: the server's name order). */
export function rankForBrief<T extends Artist>(artists: readonly T[], briefStyle: string | undefined): T[] {
  if (!briefStyle) return [...artists];
  const matching = artists.filter((artist) => worksInStyle(artist, briefStyle));
  return [...matching, ...artists.filter((artist) => !matching.includes(artist))];
}

/** Every style and city in the directory, sorted, for the filter menus. */
export function filterOptions(artists: readonly Artist[]): { styles: string[]; cities: string[] } {
  const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return { styles: sorted(artists.flatMap((artist) => artist.styles)), cities: sorted(artists.map((artist) => artist.city)) };
}

/** Subjects for portfolio tiles, picked per artist so tiles differ between artists. */
const SUBJECTS = ['rose', 'swallow', 'koi fish', 'wolf', 'moon', 'dagger', 'snake', 'lotus', 'eagle', 'skull', 'butterfly', 'mountain'];

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/** Two portfolio pieces per artist, in their styles, drawn on the device (no photos exist). */
export function portfolioBriefs(artist: Pick<Artist, 'id' | 'styles'>): { brief: DesignSlots; seed: number }[] {
  const base = hash(artist.id);
  return [0, 1].map((index) => ({
    seed: base + index,
    brief: {
      style: artist.styles[index % artist.styles.length] ?? 'traditional',
      bodyZone: 'forearm',
      keywords: SUBJECTS[(base + index * 5) % SUBJECTS.length],
      size: 'medium',
      colors: '',
      description: '',
    },
  }));
}
