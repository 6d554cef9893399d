/** Landing page copy (spec §1). The spec's strings are used as written; one edit changes a string everywhere. */

export const TAGLINE = 'No surprises. No regrets. Just hardcore clarity.';

export type AgentIcon = 'chat' | 'guide' | 'pen' | 'analyze' | 'preview' | 'calendar' | 'heal';

export interface HowItWorksAgent {
  id: string;
  icon: AgentIcon;
  title: string;
  subtitle: string;
  description: string;
  pro?: boolean;
}

export const HOW_IT_WORKS: readonly HowItWorksAgent[] = [
  { id: 'manager', icon: 'chat', title: 'Manager Agent', subtitle: 'Your idea, in your words', description: 'Chat to capture intent and story.' },
  { id: 'guidance', icon: 'guide', title: 'Guidance Agent', subtitle: 'Buddy or Trainer — your call', description: 'Buddy mode is chill and motivating, Trainer mode is serious and educational.' },
  { id: 'designer', icon: 'pen', title: 'Designer Agent', subtitle: 'From brief to first draft', description: 'Pick style, body zone, keywords and vibe, with AI-generated previews.' },
  { id: 'analyst', icon: 'analyze', title: 'Analyst Agent', subtitle: 'A second opinion before the needle', description: 'Upload reference or AI designs and get critique, style and technical analysis, pain and session estimates, tips.' },
  { id: 'ar-preview', icon: 'preview', title: 'AR/Preview mode', subtitle: 'See it before you ink it', description: 'Plain image or on-body overlay.' },
  { id: 'booking', icon: 'calendar', title: 'Booking Agent', subtitle: 'From design to the chair', description: 'Find artists, check schedules, book a slot, pay a deposit.', pro: true },
  { id: 'aftercare', icon: 'heal', title: 'Aftercare Agent', subtitle: 'Heal it right', description: 'Healing advice, timelines, product recommendations, FAQs.' },
];

export interface BrandTheme {
  title: string;
  description: string;
}

export const BRAND_THEMES: readonly BrandTheme[] = [
  { title: 'Hardcore Clarity', description: 'Straight answers about pain, price, placement and healing — before you commit to anything permanent.' },
  { title: 'Empowered Expression', description: 'Your story leads. The AI sketches; you decide what goes on your skin.' },
  { title: 'Bold Meets Precision', description: 'Big ideas turned into clean line work an artist can actually tattoo.' },
  { title: 'Radical Accessibility', description: 'Free to start, works offline, by text or voice, on any screen.' },
  { title: 'Rebel Support System', description: 'Buddy, trainer, designer and aftercare — a crew in your corner from idea to healed.' },
];

export const CLOSING_CTA_TEXT = 'No credit card required, start for free, Pro features available.';
