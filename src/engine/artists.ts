/**
 * The seeded artist directory. The server copies it into its database at first boot
 * (GET /crm/artists serves it from there); the artist agent recommends from whatever
 * directory it is given, so the on-device engine can use this same list offline.
 */
import type { WeeklyHours } from './booking/slots';

export interface Artist {
  id: string;
  name: string;
  styles: string[];
  city: string;
  bio: string;
  /** ISO date-times of open booking slots. */
  openSlots: string[];
  /** IANA zone of the studio, when known: lets the agent offer its next slot as a bookable time. */
  timeZone?: string;
}

/** A directory entry as the server seeds it: where the artist works and when (issue #14). */
export interface DirectoryArtist extends Artist {
  studio: string;
  /** IANA zone of the studio; appointment dates and times are wall-clock times there. */
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** The deposit a request needs once the studio accepts it, in the currency's minor unit; null = none. */
  deposit: { amount: number; currency: string } | null;
  /** Refund and cancellation rules, shown before anyone pays. */
  cancellationPolicy: string;
}

/** The studios' usual rule, written out once: most studios keep a deposit when a client cancels late. */
const USUAL_POLICY = 'The deposit comes off the price of your session. Cancel or move at least 48 hours ahead and it is refunded in full or carried over; later than that, or not turning up, and the studio keeps it.';
const NO_DEPOSIT_POLICY = 'No deposit is taken. Please cancel or move at least 24 hours ahead so someone else can have the time.';

const WEEKDAYS_10_TO_18: WeeklyHours = { tue: ['10:00', '18:00'], wed: ['10:00', '18:00'], thu: ['10:00', '18:00'], fri: ['10:00', '18:00'], sat: ['11:00', '16:00'] };
const MON_TO_FRI_9_TO_17: WeeklyHours = { mon: ['09:00', '17:00'], tue: ['09:00', '17:00'], wed: ['09:00', '17:00'], thu: ['09:00', '17:00'], fri: ['09:00', '17:00'] };
const LATE_SHIFT: WeeklyHours = { wed: ['12:00', '20:00'], thu: ['12:00', '20:00'], fri: ['12:00', '20:00'], sat: ['12:00', '20:00'], sun: ['12:00', '17:00'] };

/** Studio, zone and hours of each seeded artist, by id. */
const STUDIOS: Record<string, Pick<DirectoryArtist, 'studio' | 'timeZone' | 'weeklyHours' | 'deposit' | 'cancellationPolicy'>> = {
  'artist-mara-voss': { studio: 'Eisenherz Tattoo', timeZone: 'Europe/Berlin', weeklyHours: WEEKDAYS_10_TO_18, deposit: { amount: 5000, currency: 'eur' }, cancellationPolicy: USUAL_POLICY },
  'artist-kenji-arata': { studio: 'Ukiyo Ink', timeZone: 'America/Los_Angeles', weeklyHours: MON_TO_FRI_9_TO_17, deposit: { amount: 10000, currency: 'usd' }, cancellationPolicy: 'The deposit comes off the price of your last session. Moves are free up to 72 hours ahead; cancel later than that and the studio keeps it. Large pieces are drawn only after the deposit is in.' },
  'artist-lina-ortiz': { studio: 'Aquarela Estudi', timeZone: 'Europe/Madrid', weeklyHours: LATE_SHIFT, deposit: null, cancellationPolicy: NO_DEPOSIT_POLICY },
  'artist-tane-walker': { studio: 'Moana Line Studio', timeZone: 'Pacific/Auckland', weeklyHours: MON_TO_FRI_9_TO_17, deposit: { amount: 8000, currency: 'nzd' }, cancellationPolicy: USUAL_POLICY },
  'artist-sofia-reyes': { studio: 'Sombra Fina', timeZone: 'America/Mexico_City', weeklyHours: WEEKDAYS_10_TO_18, deposit: null, cancellationPolicy: NO_DEPOSIT_POLICY },
  'artist-jonah-pike': { studio: 'Lone Star Flash', timeZone: 'America/Chicago', weeklyHours: LATE_SHIFT, deposit: { amount: 5000, currency: 'usd' }, cancellationPolicy: USUAL_POLICY },
  'artist-ava-lindqvist': { studio: 'Nål & Linje', timeZone: 'Europe/Stockholm', weeklyHours: MON_TO_FRI_9_TO_17, deposit: null, cancellationPolicy: NO_DEPOSIT_POLICY },
  'artist-dev-malhotra': { studio: 'Mandala House', timeZone: 'Europe/London', weeklyHours: WEEKDAYS_10_TO_18, deposit: { amount: 4000, currency: 'gbp' }, cancellationPolicy: USUAL_POLICY },
};

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

/** The seeded directory with studios and hours; the server's source of truth at boot. */
export const SEED_DIRECTORY: readonly DirectoryArtist[] = SEED_ARTISTS.map((artist) => ({ ...artist, ...STUDIOS[artist.id] }));
