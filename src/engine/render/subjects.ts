/**
 * What people ask to have tattooed, and how a free-text keyword finds it: exact synonyms first
 * (multi-word ones like "cherry blossom" before single words), then plural forms, then a small
 * edit distance so "pheonix" or "dragn" still land.
 */
import stopwords from './data/stopwords.json';
import subjects from './data/subjects.json';

/** Scenery a subject becomes when it is not the centrepiece ("phoenix rebirth flames"). */
export type Backdrop = 'flames' | 'rays' | 'crescent' | 'stars' | 'waves' | 'clouds' | 'mountains' | 'lightning' | 'petals' | 'leaves' | 'web';

/** Colour family a colour style leans to for the subject's main part. */
export type Hue = 'red' | 'gold' | 'green' | 'blue' | 'purple' | 'orange' | 'grey' | 'brown';

export interface Subject {
  id: string;
  /** Artwork variants: game-icons names or "custom:<name>"; the seed picks one. */
  art: readonly string[];
  synonyms: readonly string[];
  backdrop?: Backdrop;
  /** Scenery added even when the subject is the centrepiece. */
  withBackdrop?: Backdrop;
  hue?: Hue;
  /** Usually an accompaniment (roses beside a skull): another subject takes the centre if named. */
  supporting?: boolean;
}

/** What the renderer can draw (data/subjects.json): ids, artwork variants, synonyms, scenery and colour. */
export const SUBJECTS: readonly Subject[] = subjects as readonly Subject[];

/** Words that name no subject (articles, sizes, colours, zones, styles): data/stopwords.json. */
const STOPWORDS: ReadonlySet<string> = new Set(stopwords);

const BY_SYNONYM = new Map<string, Subject>();
for (const s of SUBJECTS) for (const w of s.synonyms) if (!BY_SYNONYM.has(w)) BY_SYNONYM.set(w, s);
const PHRASES = [...BY_SYNONYM.keys()].filter((k) => k.includes(' ')).sort((a, b) => b.length - a.length);
const SINGLE_WORDS = [...BY_SYNONYM.keys()].filter((k) => !k.includes(' '));

export function subjectById(id: string): Subject {
  const s = SUBJECTS.find((x) => x.id === id);
  if (!s) throw new Error(`unknown subject ${id}`);
  return s;
}

/** Edit distance counting a swapped pair of letters as one edit ("pheonix"), capped past `limit`. */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(rows[i - 1][j] + 1, cur[j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2][j - 2] + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    rows.push(cur);
  }
  return rows[a.length][b.length];
}

function singular(w: string): string[] {
  const out = [w];
  if (w.endsWith('ies') && w.length > 4) out.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('es') && w.length > 4) out.push(w.slice(0, -2));
  if (w.endsWith('s') && w.length > 3) out.push(w.slice(0, -1));
  return out;
}

/** Longer words tolerate more typos; short ones must match exactly (too many near neighbours). */
const fuzzLimit = (len: number): number => (len >= 8 ? 2 : len >= 5 ? 1 : 0);

function matchWord(word: string): Subject | undefined {
  for (const w of singular(word)) {
    const exact = BY_SYNONYM.get(w);
    if (exact) return exact;
  }
  const limit = fuzzLimit(word.length);
  if (limit === 0) return undefined;
  let best: Subject | undefined;
  let bestD = limit + 1;
  for (const cand of SINGLE_WORDS) {
    if (cand.length < 4) continue;
    const d = editDistance(word, cand, limit);
    if (d < bestD) {
      bestD = d;
      best = BY_SYNONYM.get(cand);
    }
  }
  return best;
}

export function normaliseText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/'/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SubjectMatch {
  subjects: Subject[];
  /** Words that matched nothing (candidates for lettering). */
  unknown: string[];
}

/** Subjects named in free text, in order of first mention, without duplicates. */
export function findSubjects(text: string): SubjectMatch {
  let rest = ` ${normaliseText(text)} `;
  const found: { at: number; s: Subject }[] = [];
  for (const phrase of PHRASES) {
    const at = rest.indexOf(` ${phrase} `);
    if (at >= 0) {
      found.push({ at, s: BY_SYNONYM.get(phrase) as Subject });
      rest = rest.slice(0, at) + ' '.repeat(phrase.length + 1) + rest.slice(at + phrase.length + 1);
    }
  }
  const unknown: string[] = [];
  let offset = 0;
  for (const word of rest.split(' ')) {
    const at = offset;
    offset += word.length + 1;
    if (!word || STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
    const s = matchWord(word);
    if (s) found.push({ at, s });
    else unknown.push(word);
  }
  found.sort((a, b) => a.at - b.at);
  const subjects: Subject[] = [];
  for (const f of found) if (!subjects.includes(f.s)) subjects.push(f.s);
  return { subjects, unknown };
}
