/**
 * The bundled sample body photos, for trying the preview without a photo of one's own. They are
 * drawn for InkClarity by scripts/make-skin-samples.ts (no photograph of anyone), served from
 * public/samples/skin/ and NOT precached: the service worker caches each one the first time it
 * is used (src/sw.ts), so the app's install stays small and a sample used once works offline.
 *
 * The drawing parameters live here too, so the list the screen shows and the files the script
 * writes can never drift apart.
 */
export interface SamplePhoto {
  id: string;
  /** What the picker says (and the alt text). */
  label: string;
  body: 'forearm' | 'calf' | 'back' | 'chest';
  /** Skin tone for the drawing: base, shade and highlight colours. */
  tone: { base: string; shadow: string; highlight: string };
  /** Background: two colours of an out-of-focus room or fabric. */
  scene: [string, string];
  freckles: number;
  hairColour: string;
  seed: number;
}

export const SAMPLE_PHOTOS: readonly SamplePhoto[] = [
  {
    id: 'forearm-fair',
    label: 'Forearm, fair skin',
    body: 'forearm',
    tone: { base: '#e9c3a6', shadow: '#b3826a', highlight: '#f7dcc8' },
    scene: ['#7d8a96', '#3f4852'],
    freckles: 0.8,
    hairColour: '#6b4a32',
    seed: 11,
  },
  {
    id: 'forearm-deep',
    label: 'Forearm, deep skin',
    body: 'forearm',
    tone: { base: '#5d3a27', shadow: '#301c10', highlight: '#8a5d42' },
    scene: ['#c9c1b4', '#8f857a'],
    freckles: 0,
    hairColour: '#1a120c',
    seed: 12,
  },
  {
    id: 'calf-olive',
    label: 'Calf, olive skin',
    body: 'calf',
    tone: { base: '#c99b74', shadow: '#8a6043', highlight: '#e0b893' },
    scene: ['#4b5a4a', '#2a3329'],
    freckles: 0.2,
    hairColour: '#3a2617',
    seed: 13,
  },
  {
    id: 'back-medium',
    label: 'Upper back, medium skin',
    body: 'back',
    tone: { base: '#d7a886', shadow: '#9c6c4f', highlight: '#ecc6a7' },
    scene: ['#e8e4de', '#b9b2a8'],
    freckles: 0.5,
    hairColour: '#4a3322',
    seed: 14,
  },
  {
    id: 'chest-brown',
    label: 'Chest, brown skin',
    body: 'chest',
    tone: { base: '#9a6444', shadow: '#5c3520', highlight: '#c08a65' },
    scene: ['#3a3f58', '#1f2233'],
    freckles: 0.1,
    hairColour: '#20140c',
    seed: 15,
  },
];

/** Where the app fetches a sample (and its small picker image). */
export const sampleUrl = (id: string): string => `/samples/skin/${id}.webp`;
export const sampleThumbUrl = (id: string): string => `/samples/skin/${id}-thumb.webp`;

/** The credit the screen and README give the samples. */
export const SAMPLE_CREDIT = 'Sample photos are drawn for InkClarity (no real person is pictured).';

export const findSample = (id: string | null | undefined): SamplePhoto | undefined => SAMPLE_PHOTOS.find((s) => s.id === id);
