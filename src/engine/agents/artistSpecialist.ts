/** The Artist Specialist: recommends artists from the directory it is given (never invents one). */
import type { Artist } from '../artists';
import { zonedNow } from '../booking/slots';
import { mentionedOptions } from '../slotExtraction';
import type { AgentCard, ChatRequest, ChatResponse } from '../types';
import { AGENT_BY_ID } from './agents';
import { conversationBrief } from './conversationBrief';
import { suggestHandoffs } from './handoffSuggestions';

/** Cards shown at most: a short list is easier to choose from. */
const MAX_ARTISTS = 3;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2 Dec 2026, 10:00 UTC" — fixed format, no locale or time zone of the machine involved. */
export function formatSlot(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/**
 * The card's hand-off to /booking: the artist pre-selected (issue #14) and, when the studio's zone
 * is known, its next open time as the studio's date and time (issue #36) — the assistant offers
 * to hold exactly that slot (the Booking Agent, Pro) or to request it on /booking.
 */
export function bookingHref(artist: Artist, next: string | undefined): string {
  const base = `/booking?artist=${encodeURIComponent(artist.id)}`;
  if (!next || !artist.timeZone) return base;
  const slot = zonedNow(artist.timeZone, new Date(next));
  return `${base}&date=${slot.date}&time=${encodeURIComponent(slot.time)}`;
}

export function artistCard(artist: Artist): AgentCard {
  const next = [...artist.openSlots].sort()[0];
  return {
    title: `${artist.name} — ${artist.city}`,
    description: `${artist.bio} Styles: ${artist.styles.join(', ')}.${next ? ` Next opening: ${formatSlot(next)}.` : ' No open slots right now.'}`,
    href: bookingHref(artist, next),
  };
}

/**
 * A question about the visit itself — bringing someone, parking, waiting, access — rather than about who tattoos: each studio
 * sets those, so the reply says so before it offers the artists (found in the built app: "Can I bring my baby with me to the
 * appointment?" was answered with a list of artists only).
 */
const VISIT_QUESTION = /\b(?:can|could|may|am i allowed to|is it (?:ok|okay|alright) (?:to|if))\b.*\b(?:bring|come (?:with|along|in)|watch|sit (?:in|with)|wait (?:in|with)|park|parking|wheelchair|step[- ]free|pram|buggy)\b/;

export function artistReply(request: ChatRequest, artists: readonly Artist[]): ChatResponse {
  const text = request.message.toLowerCase();
  const visit = VISIT_QUESTION.test(text)
    ? 'Who can come along, parking and access are each studio’s call — check with the artist when you book. '
    : '';
  const brief = conversationBrief(request);
  const named = mentionedOptions(request.message, 'style');
  const wantedStyles = named.length > 0 ? named : brief.style ? [brief.style] : [];
  if (/black (?:and|&) gr[ae]y/.test(text) || brief.colors === 'black and grey') wantedStyles.push('black and grey');
  const city = [...new Set(artists.map((a) => a.city))].find((c) => text.includes(c.toLowerCase()));
  const byName = artists.filter((a) => text.includes(a.name.toLowerCase()) || text.includes(a.name.split(' ')[0].toLowerCase()));
  const doesStyle = (a: Artist): boolean => wantedStyles.length === 0 || a.styles.some((s) => wantedStyles.includes(s));
  const inCity = (a: Artist): boolean => !city || a.city === city;

  let picks: Artist[];
  let message: string;
  const styleText = wantedStyles.filter((s) => s !== 'black and grey').join(' or ') || (wantedStyles.includes('black and grey') ? 'black and grey' : '');
  if (byName.length > 0) {
    picks = byName;
    message = `Here is ${byName.map((a) => a.name).join(' and ')}'s profile with the next openings.`;
  } else {
    picks = artists.filter((a) => doesStyle(a) && inCity(a));
    if (picks.length > 0) {
      message = `For ${styleText || 'your piece'}${city ? ` in ${city}` : ''}, I recommend ${picks.slice(0, MAX_ARTISTS).map((a) => a.name).join(', ')}.`;
    } else if (city && artists.some(doesStyle)) {
      picks = artists.filter(doesStyle);
      message = `No one in our directory does ${styleText} in ${city}, but these artists do and are worth the trip: ${picks.slice(0, MAX_ARTISTS).map((a) => `${a.name} (${a.city})`).join(', ')}.`;
    } else if (city && artists.some(inCity)) {
      picks = artists.filter(inCity);
      message = `In ${city} we have ${picks.map((a) => a.name).join(', ')}${styleText ? ` — none lists ${styleText}, so ask them about it` : ''}.`;
    } else {
      picks = [...artists];
      message = artists.length > 0
        ? `${styleText ? `Nobody in our directory lists ${styleText} yet. ` : ''}Here are artists from our directory — tell me a style or a city and I'll narrow it down.`
        : 'Our artist directory is empty right now — please check back soon.';
    }
  }
  picks = picks.slice(0, MAX_ARTISTS);
  // Offer booking only as something the person can do from here: each card's next time, or /booking.
  if (picks.length > 0) {
    message += picks.some((artist) => artist.openSlots.length > 0 && artist.timeZone)
      ? ' Each card below has their next open time, ready to request; open Booking for other times.'
      : ' Their portfolios and next openings are below; open an artist to request a time.';
  }
  message = visit + message;
  return {
    agent: 'artist',
    agent_name: AGENT_BY_ID.artist.name,
    message,
    cards: picks.map(artistCard),
    design: null,
    aftercare: null,
    handoff_suggestions: suggestHandoffs(request.message, 'artist', brief.keywords ? [] : ['josh']),
  };
}
