/**
 * The seeded artist directory. The server copies it into its database at first boot
 * (GET /crm/artists serves it from there); the artist agent recommends from whatever
 * directory it is given, so the on-device engine can use this same list offline.
 */
export interface Artist {
  id: string;
  name: string;
  styles: string[];
  city: string;
  bio: string;
  /** ISO date-times of open booking slots. */
  openSlots: string[];
}

export const SEED_ARTISTS: readonly Artist[] = [
  { id: 'artist-mara-voss', name: 'Mara Voss', styles: ['neo-traditional', 'traditional'], city: 'Berlin', bio: 'Bold neo-traditional animals and florals with jewel-tone palettes; twelve years behind the machine.', openSlots: ['2026-12-02T10:00:00Z', '2026-12-03T14:00:00Z', '2026-12-09T11:00:00Z'] },
  { id: 'artist-kenji-arata', name: 'Kenji Arata', styles: ['japanese', 'realistic'], city: 'Los Angeles', bio: 'Irezumi-trained large-scale work: koi, dragons, waves and wind bars across sleeves and backs.', openSlots: ['2026-12-04T09:00:00Z', '2026-12-11T09:00:00Z'] },
  { id: 'artist-lina-ortiz', name: 'Lina Ortiz', styles: ['watercolor', 'minimalist'], city: 'Barcelona', bio: 'Soft watercolor washes held together by fine line work; botanicals and birds.', openSlots: ['2026-12-01T12:00:00Z', '2026-12-05T16:00:00Z', '2026-12-12T10:00:00Z'] },
  { id: 'artist-tane-walker', name: 'Tane Walker', styles: ['tribal', 'geometric'], city: 'Auckland', bio: 'Flowing blackwork and tribal patterning designed to follow the muscle lines of the body.', openSlots: ['2026-12-06T10:00:00Z', '2026-12-13T10:00:00Z'] },
  { id: 'artist-sofia-reyes', name: 'Sofia Reyes', styles: ['realistic', 'black and grey'], city: 'Mexico City', bio: 'Photo-realistic black and grey portraits and wildlife with smooth soft shading.', openSlots: ['2026-12-02T15:00:00Z', '2026-12-08T11:00:00Z'] },
  { id: 'artist-jonah-pike', name: 'Jonah Pike', styles: ['traditional'], city: 'Austin', bio: 'Old-school American traditional: swallows, daggers, roses and banners with heavy outlines.', openSlots: ['2026-12-03T10:00:00Z', '2026-12-10T13:00:00Z', '2026-12-17T13:00:00Z'] },
  { id: 'artist-ava-lindqvist', name: 'Ava Lindqvist', styles: ['minimalist', 'geometric'], city: 'Stockholm', bio: 'Single-needle fine line and sacred geometry; small pieces that stay crisp for decades.', openSlots: ['2026-12-01T09:00:00Z', '2026-12-07T15:00:00Z'] },
  { id: 'artist-dev-malhotra', name: 'Dev Malhotra', styles: ['geometric', 'neo-traditional'], city: 'London', bio: 'Mandalas, dotwork and ornamental framing, combined with colourful neo-traditional subjects.', openSlots: ['2026-12-04T11:00:00Z', '2026-12-14T11:00:00Z'] },
];
