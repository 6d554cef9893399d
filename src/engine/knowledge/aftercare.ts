/**
 * Aftercare: what healing looks like day by day, what to do and avoid, which products, and the
 * questions people ask most. General guidance — the artist's own instructions come first, and a
 * doctor for anything that looks infected.
 */

export interface HealingStage {
  /** Day range, inclusive. */
  fromDay: number;
  toDay: number;
  label: string;
  whatHappens: string;
  whatToDo: string;
}

export const HEALING_TIMELINE: readonly HealingStage[] = [
  {
    fromDay: 1,
    toDay: 1,
    label: 'Day 1',
    whatHappens: 'The tattoo is an open wound: it weeps clear plasma and a little ink, and feels warm and tender.',
    whatToDo:
      'Keep the wrap on as long as your artist said (a few hours for plastic wrap, up to 3–5 days for adhesive film), then wash gently with lukewarm ' +
      'water and fragrance-free soap and pat dry with paper towel.',
  },
  {
    fromDay: 2,
    toDay: 3,
    label: 'Days 2–3',
    whatHappens: 'Redness, mild swelling and tenderness peak, then start to settle.',
    whatToDo: 'Wash two or three times a day and apply a very thin layer of unscented ointment — it should look slightly shiny, not greasy.',
  },
  {
    fromDay: 4,
    toDay: 6,
    label: 'Days 4–6',
    whatHappens: 'Light scabbing and flaking start, and the itching begins.',
    whatToDo: 'Do not scratch or pick. Switch to a thin fragrance-free lotion; tapping lightly helps with itch.',
  },
  {
    fromDay: 7,
    toDay: 14,
    label: 'Days 7–14',
    whatHappens: 'The skin peels like a sunburn and the tattoo can look cloudy or faded — that milky layer is normal.',
    whatToDo: 'Let flakes fall off on their own, keep moisturising thinly, and still no soaking.',
  },
  {
    fromDay: 15,
    toDay: 30,
    label: 'Weeks 3–4',
    whatHappens: 'The surface is closed; the tattoo may look shiny or a bit dull while new skin settles.',
    whatToDo: 'Keep moisturising, keep it out of direct sun, and wait before swimming until no flakes are left.',
  },
  {
    fromDay: 31,
    toDay: 90,
    label: 'Months 2–3',
    whatHappens: 'The deeper layers finish healing and the colours and lines show their final look.',
    whatToDo: 'Use SPF 30+ whenever it sees sun from now on; book a touch-up, if needed, after 6–8 weeks.',
  },
];

export const AFTERCARE_DOS: readonly string[] = [
  'Wash your hands before touching the tattoo.',
  'Wash it gently 2–3 times a day with lukewarm water and fragrance-free soap, then pat dry with a clean paper towel.',
  'Apply a thin layer of unscented ointment for the first 2–3 days, then a light fragrance-free lotion.',
  'Wear loose, clean clothing over it and sleep on clean sheets.',
  'Drink water, sleep well and let it breathe.',
  'Follow your artist\'s instructions first — they know the inks and the wrap they used.',
];

export const AFTERCARE_DONTS: readonly string[] = [
  'Don\'t soak it — no baths, pools, hot tubs, lakes or the sea for 2–4 weeks.',
  'Don\'t pick scabs or scratch peeling skin: it pulls ink out and leaves patches.',
  'Don\'t put it in direct sun or on a tanning bed until it has healed (about 4 weeks).',
  'Don\'t smother it in thick ointment — a heavy layer traps moisture and slows healing.',
  'Don\'t let tight clothes or straps rub it, and skip sweaty gym sessions for the first few days.',
  'Don\'t shave over it until it is fully healed.',
];

export const AFTERCARE_PRODUCTS: readonly { type: string; use: string }[] = [
  { type: 'Fragrance-free liquid soap (mild or antibacterial)', use: 'washing, 2–3 times a day' },
  { type: 'Tattoo ointment or panthenol/petrolatum balm', use: 'a thin layer for days 1–3' },
  { type: 'Unscented moisturising lotion', use: 'from about day 3 until peeling is done' },
  { type: 'Adhesive second-skin film (e.g. medical-grade polyurethane)', use: 'optional first wrap, 3–5 days, if your artist uses it' },
  { type: 'Mineral sunscreen SPF 30–50', use: 'only after full healing — then for life, to keep lines and colour sharp' },
];

export interface AftercareFaq {
  question: string;
  answer: string;
  /** Words that signal this question. */
  cues: readonly string[];
}

export const AFTERCARE_FAQS: readonly AftercareFaq[] = [
  {
    question: 'When can I swim?',
    answer:
      'Wait until it is fully closed with no scabs or flakes — usually 2–4 weeks. Pools, the sea and hot tubs carry bacteria and chlorine that can ' +
      'infect it and pull ink.',
    cues: ['swim', 'pool', 'beach', 'ocean', 'sea', 'bath', 'hot tub', 'sauna'],
  },
  {
    question: 'When can I work out?',
    answer:
      'Light exercise after about 48 hours is usually fine; avoid moves that stretch the area, heavy sweating and dirty gym equipment for the first ' +
      'week, and wipe equipment down.',
    cues: ['gym', 'work out', 'workout', 'exercise', 'train', 'run', 'lift'],
  },
  {
    question: 'Is it normal that ink comes off?',
    answer:
      'Yes. Plasma and excess ink seep out in the first day or two and flakes carry a little colour — that is the top layer shedding, not your tattoo ' +
      'leaving.',
    cues: ['ink coming', 'leaking', 'oozing', 'weeping', 'colour coming', 'color coming'],
  },
  {
    question: 'How do I know if it is infected?',
    answer:
      'Normal healing calms down after day 3. Redness that spreads, heat, pus, a bad smell, red streaks or fever are warning signs — see a doctor, not ' +
      'just your artist.',
    cues: ['infect', 'pus', 'swollen', 'swelling', 'red streak', 'fever', 'hot to the touch'],
  },
  {
    question: 'Why is it itchy?',
    answer: 'Itching around days 4–14 means it is healing. Don\'t scratch — tap or lightly slap it, apply a thin layer of lotion, or use a cool compress.',
    cues: ['itch', 'itchy', 'scratch'],
  },
  {
    question: 'Can I go in the sun?',
    answer: 'Keep a healing tattoo covered and out of the sun for about 4 weeks. After that, SPF 30+ every time: UV is the main reason tattoos fade.',
    cues: ['sun', 'tan', 'sunscreen', 'spf', 'holiday', 'vacation'],
  },
  {
    question: 'Can I use Vaseline?',
    answer:
      'Only a very thin layer, and only for the first couple of days. Thick petroleum jelly traps moisture; a tattoo balm or light unscented lotion is ' +
      'better.',
    cues: ['vaseline', 'petroleum', 'aquaphor', 'ointment', 'cream', 'lotion'],
  },
  {
    question: 'When can I get a touch-up?',
    answer: 'After it has fully healed — usually 6–8 weeks. Most artists do a touch-up for patchy spots free or cheaply in that window.',
    cues: ['touch up', 'touch-up', 'patchy', 'faded spot'],
  },
];

/** Day of healing → the stage it falls in (days past the timeline count as the last stage). */
export function healingStageForDay(day: number): HealingStage {
  const found = HEALING_TIMELINE.find((stage) => day >= stage.fromDay && day <= stage.toDay);
  return found ?? HEALING_TIMELINE[HEALING_TIMELINE.length - 1];
}

/** The surface looks healed in about this many days; the deeper skin takes up to the longer figure. */
export const SURFACE_HEALING_DAYS: readonly [number, number] = [14, 30];
export const FULL_HEALING_DAYS: readonly [number, number] = [60, 90];
