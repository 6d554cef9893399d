/** The five assistant agents of the product server (spec §3) and Jess's opening line. */
import { AGENT_IDS, type AgentId } from '../types';

export interface AgentProfile {
  id: AgentId;
  /** The agent_name the chat shows. */
  name: string;
  /** The spec's role title. */
  role: string;
  description: string;
}

export const AGENTS: readonly AgentProfile[] = [
  { id: 'jess', name: 'Jess', role: 'Manager & Coordinator', description: 'Greets you, answers general questions and brings in the right specialist.' },
  { id: 'josh', name: 'Josh', role: 'Design Specialist', description: 'Turns your idea into a custom design concept: style, placement and size.' },
  { id: 'styles', name: 'Style Expert', role: 'Style Expert', description: 'Explains tattoo styles with examples, history and how they age.' },
  {
    id: 'artist',
    name: 'Artist Specialist',
    role: 'Artist Specialist',
    description: 'Recommends artists from the directory and shows their portfolios and openings.',
  },
  { id: 'aftercare', name: 'Aftercare Specialist', role: 'Aftercare Specialist', description: 'Healing timelines, aftercare instructions, products and FAQs.' },
];

export const AGENT_BY_ID = Object.fromEntries(AGENTS.map((a) => [a.id, a])) as Record<AgentId, AgentProfile>;

export const isAgentId = (value: unknown): value is AgentId => typeof value === 'string' && (AGENT_IDS as readonly string[]).includes(value);

/** The chat panel opens with this message from Jess (spec §4). */
export const JESS_GREETING =
  "Hi, I'm Jess! I coordinate the InkClarity team: Josh designs custom pieces, our Style Expert explains styles, the Artist Specialist finds you an artist and the Aftercare Specialist helps you heal. What tattoo are you thinking about?";
