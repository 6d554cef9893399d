/** Resolve: the story sentences and the placement note that make the brief's description. */

import { occasionCue } from '../../occasionCues';
import { normalizeText } from '../../wordMatching';

const STORY_PATTERN =
  /\b(represents?|representing|symboli[sz](?:e|es|ing)|symbol of|stands? for|it means|means a lot|meaning|meant to|in memory|memory of|memorial|tribute|honou?r(?:s|ing)?|dedicated to|passed away|passed last|lost my|lost our|we lost|died|reminds? me|reminder|to remember|remembering|my late|survived|survivor|overcame|overcoming|recovery|recovering|sober|sobriety|anniversary|celebrat(?:e|es|ing)|inspired by|my story|the story|it's about|its about|is about|all about|about my (?:mom|mum|dad|family|life|journey|kids|grandma|grandpa|son|daughter|wife|husband|heritage|roots)|for my (?:late |little |big |baby |twin |older |younger |best |beautiful )?(?:mom|mum|mother|dad|father|grandma|grandmother|grandpa|grandfather|nana|son|daughter|kids|children|wife|husband|partner|sister|brother|family|best friend|friend|late|baby|twins|dog|cat|parents)|after my|since my|because of my|grew up|childhood|heritage|my roots|birth of|was born|were born|to me it|journey|strength|resilience|new beginning|fresh start|freedom|hope|healing from|beat cancer|cancer|my (?:mom|mum|mother|dad|father|grandma|grandmother|grandpa|grandfather|grandad|nana|brother|sister|son|daughter|wife|husband|partner|best friend|friend|dog|cat) (?:was|is|used to|had|always)|raised me|taught me|saved me|got me through|helped me|believed in me|(?:she|he|they) loved)\b/;

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentences that tell what the tattoo means to the user, as they wrote them. */
export function storySentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      const lower = normalizeText(sentence);
      if (!lower || /^\W*$/.test(lower)) return false;
      if (/["\u201c\u201d]|(^|\s)'[^']{2,}'/.test(sentence)) return true;
      if (/\?\s*$/.test(sentence) && !/\b(represent|symboli|memory|mean)/.test(lower)) return false;
      return (STORY_PATTERN.test(lower) || occasionCue(sentence) !== undefined) && !/\babout \d/.test(lower);
    });
}

/** How the exact placement reads in the description: "Placement: inner wrist." */
export const PLACEMENT_NOTE_PREFIX = 'Placement:';
