/** A card's hand-off to /booking that names a slot (artist, the studio's date and time), or null. */
export interface SlotOffer {
  artistId: string;
  date: string;
  time: string;
}

export function slotOffer(href: string | undefined): SlotOffer | null {
  if (!href?.startsWith('/booking?')) return null;
  const params = new URLSearchParams(href.slice('/booking?'.length));
  const artistId = params.get('artist') ?? '';
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  return artistId && /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time) ? { artistId, date, time } : null;
}
