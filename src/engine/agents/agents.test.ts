import { describe, expect, it } from 'vitest';
import { SEED_ARTISTS, type Artist } from '../artists';
import { BODY_ZONE_OPTIONS, SIZE_OPTIONS, STYLE_OPTIONS } from '../designBrief';
import { agentReply, chooseAgent, greetingResponse } from './agentReply';
import { AGENTS, AGENT_BY_ID, JESS_GREETING } from './agents';
import { routeAgent } from './routeAgent';
import { healingDay } from './aftercareSpecialist';
import type { AgentId, ChatHistoryEntry, ChatRequest, ChatResponse } from '../types';

const request = (message: string, conversation_history: ChatHistoryEntry[] = []): ChatRequest => ({ message, user_id: 'user-1', conversation_history });
const ask = (message: string, agent?: string, history: ChatHistoryEntry[] = [], artists: readonly Artist[] = SEED_ARTISTS): ChatResponse =>
  agentReply(request(message, history), { artists, agent });

function expectShape(response: ChatResponse): void {
  expect(Object.keys(response).sort()).toEqual(['aftercare', 'agent', 'agent_name', 'cards', 'design', 'handoff_suggestions', 'message']);
  expect(AGENT_BY_ID[response.agent].name).toBe(response.agent_name);
  expect(response.message.length).toBeGreaterThan(10);
  for (const card of response.cards) {
    expect(typeof card.title).toBe('string');
    expect(card.description.length).toBeGreaterThan(10);
  }
  for (const h of response.handoff_suggestions) {
    expect(AGENT_BY_ID[h.agent_id]).toBeDefined();
    expect(h.agent_id).not.toBe(response.agent);
    expect(h.confidence).toBeGreaterThan(0);
    expect(h.confidence).toBeLessThanOrEqual(1);
    expect(h.reason.length).toBeGreaterThan(5);
  }
}

describe('AGENTS', () => {
  it('lists the five spec agents with their roles', () => {
    expect(AGENTS.map((a) => [a.id, a.role])).toEqual([
      ['jess', 'Manager & Coordinator'],
      ['josh', 'Design Specialist'],
      ['styles', 'Style Expert'],
      ['artist', 'Artist Specialist'],
      ['aftercare', 'Aftercare Specialist'],
    ]);
  });

  it('Jess opens the panel', () => {
    expect(greetingResponse()).toMatchObject({ agent: 'jess', agent_name: 'Jess', message: JESS_GREETING, cards: [], design: null, aftercare: null });
    expect(JESS_GREETING).toMatch(/Jess/);
  });
});

describe('agentReply', () => {
  it('every agent answers in the chat response shape', () => {
    const messages: Record<AgentId, string> = {
      jess: 'hello!',
      josh: 'I want a wolf on my forearm',
      styles: 'what is neo traditional?',
      artist: 'recommend an artist for japanese work',
      aftercare: 'my tattoo is itchy on day 5',
    };
    for (const [agent, message] of Object.entries(messages) as [AgentId, string][]) {
      const routed = ask(message);
      expect(routed.agent).toBe(agent);
      expectShape(routed);
      expectShape(ask('tell me something', agent));
    }
  });

  it('an unknown agent id falls back to Jess', () => {
    expect(ask('I want a wolf on my forearm', 'nobody').agent).toBe('jess');
    expect(chooseAgent(request('hi'), 'JOSH')).toBe('jess');
    expect(chooseAgent(request('I want a koi sleeve'), 'josh')).toBe('josh');
  });

  it('Jess greets, answers general questions and hands off', () => {
    expect(ask('hi').message).toBe(JESS_GREETING);
    const pain = ask('does it hurt a lot?');
    expect(pain.agent).toBe('jess');
    expect(pain.message).toMatch(/\/10/);
    const cost = ask('how much does a tattoo cost?');
    expect(cost.message).toMatch(/\$\d+/);
    expect(cost.handoff_suggestions.map((h) => h.agent_id)).toContain('artist');
    expect(ask('what style should I get and where can I book it?', 'jess').handoff_suggestions.length).toBeGreaterThan(0);
  });

  it('Jess compares zones and answers session time for the piece named', () => {
    expect(ask('does it hurt more on the ribs or the sternum?').message).toMatch(/^Least to most painful: chest about 6\/10, ribs \/ side about 8\/10/);
    const session = ask('how long will a japanese back piece take?');
    expect(session.agent).toBe('jess');
    expect(session.message).toMatch(/^An extra-large japanese piece usually takes \d+–\d+ hours/);
  });

  it('Jess reassures a nervous first-timer', () => {
    const reply = ask('I hate needles, is that a problem?');
    expect(reply.agent).toBe('jess');
    expect(reply.message).toMatch(/Nerves are completely normal/);
  });

  it('Josh answers a cost question for the concept he proposes', () => {
    const reply = ask('I want a half sleeve, what would that cost?');
    expect(reply.agent).toBe('josh');
    expect(reply.design).toMatchObject({ placement: 'arm', size: 'large' });
    expect(reply.message).toMatch(/A large neo-traditional piece is roughly .* \$\d+–\d+/);
  });

  it('Josh gives a design with canonical style, placement and size from the brief', () => {
    const reply = ask('a small koi fish on my calf, black and grey');
    expect(reply.agent).toBe('josh');
    expect(reply.design).toEqual({ style: 'japanese', placement: 'calf', size: 'small' });
    expect(reply.message).toMatch(/koi fish/);
    expect(reply.cards.map((c) => c.title)).toEqual(['Composition', 'Line work & palette', 'Placement & comfort']);
  });

  it('Josh reads the brief from the whole conversation and fills gaps with suggestions', () => {
    const history: ChatHistoryEntry[] = [
      { role: 'user', message: 'I love geometric stuff', timestamp: '2026-11-22T08:00:00Z' },
      { role: 'agent', message: 'Geometric is great.', timestamp: '2026-11-22T08:00:01Z', agent: 'styles' },
    ];
    const reply = ask('design me a wolf', undefined, history);
    expect(reply.design?.style).toBe('geometric');
    expect(STYLE_OPTIONS).toContain(reply.design?.style);
    expect(BODY_ZONE_OPTIONS).toContain(reply.design?.placement);
    expect(SIZE_OPTIONS).toContain(reply.design?.size);
    expect(reply.message).toMatch(/picked the placement and size/);
  });

  it('the Style Expert gives style cards with examples', () => {
    const one = ask('tell me about irezumi');
    expect(one.agent).toBe('styles');
    expect(one.cards).toHaveLength(1);
    expect(one.cards[0].title).toMatch(/Japanese/);
    expect(one.cards[0].description).toMatch(/Examples: koi/);
    const two = ask("what's the difference between traditional and neo traditional?");
    expect(two.cards.map((c) => c.title)).toEqual(['Traditional (old school)', 'Neo-traditional']);
    expect(ask('what are the main tattoo styles?').cards).toHaveLength(8);
    expect(ask('which style suits a koi?', 'styles').cards[0].title).toMatch(/Japanese/);
  });

  it('the Aftercare Specialist gives tips', () => {
    const itch = ask('my tattoo is so itchy, what do I do?');
    expect(itch.agent).toBe('aftercare');
    expect(itch.aftercare?.tips.length).toBeGreaterThanOrEqual(3);
    expect(itch.message).toMatch(/scratch/i);
    expect(ask('I got it done 2 days ago, what should I expect?', 'aftercare').message).toMatch(/days 2–3/i);
    expect(ask('how long does healing take?').aftercare?.tips[0]).toMatch(/^Day 1/);
    expect(healingDay('day 9')).toBe(9);
    expect(healingDay('two weeks ago')).toBe(15);
  });

  it('the Artist Specialist recommends only from the directory it is given', () => {
    const directory: Artist[] = [
      { id: 'a1', name: 'Rin Sato', styles: ['japanese'], city: 'Osaka', bio: 'Tebori-trained irezumi.', openSlots: ['2027-01-05T10:00:00Z'] },
      { id: 'a2', name: 'Bo Carter', styles: ['traditional'], city: 'Leeds', bio: 'Bold flash and custom trad.', openSlots: [] },
    ];
    const reply = ask('can you recommend an artist for japanese work?', undefined, [], directory);
    expect(reply.agent).toBe('artist');
    expect(reply.cards).toEqual([{ title: 'Rin Sato — Osaka', description: 'Tebori-trained irezumi. Styles: japanese. Next opening: 5 Jan 2027, 10:00 UTC.', href: '/booking?artist=a1' }]);
    expect(JSON.stringify(ask('any artist?', 'artist', [], directory))).not.toMatch(/Kenji|Mara/);
  });

  it('the Artist Specialist says a question about the visit is the studio\'s call before it offers artists', () => {
    const reply = ask('Can I bring my baby with me to the appointment? she would be in the car seat', 'artist');
    expect(reply.message).toMatch(/^Who can come along, parking and access are each studio’s call/);
    expect(reply.cards.length).toBeGreaterThan(0);
    expect(ask('can you recommend an artist for japanese work?', 'artist').message).not.toMatch(/studio’s call/);
  });

  it('the Artist Specialist matches styles and cities, and says when nobody matches', () => {
    expect(ask('who does neo traditional in Berlin?').cards.map((c) => c.title)).toEqual(['Mara Voss — Berlin']);
    const elsewhere = ask('an artist for watercolor in London?');
    expect(elsewhere.message).toMatch(/No one in our directory does watercolor in London/);
    expect(elsewhere.cards[0].title).toMatch(/Lina Ortiz/);
    expect(ask('is there an artist?', 'artist', [], []).message).toMatch(/empty/);
  });
});

describe('routeAgent', () => {
  it('keeps a short follow-up with the agent that answered last', () => {
    const history: ChatHistoryEntry[] = [
      { role: 'user', message: 'what is neo traditional?', timestamp: '2026-11-22T08:00:00Z' },
      { role: 'agent', message: 'Neo-traditional is…', timestamp: '2026-11-22T08:00:01Z', agent: 'styles' },
    ];
    expect(routeAgent('and more examples?', history)).toBe('styles');
    expect(routeAgent('my new tattoo is peeling, is that ok?', history)).toBe('aftercare');
  });

  it('honours an agent named in the message', () => {
    expect(routeAgent('can josh help me with this?')).toBe('josh');
  });

  it('falls back to Jess when nothing fits', () => {
    expect(routeAgent('hmm')).toBe('jess');
  });
});

describe('the Booking Agent hand-off', () => {
  it("offers each artist's next open time as the studio's date and time, ready to request", () => {
    const directory: Artist[] = [
      { id: 'a1', name: 'Rin Sato', styles: ['japanese'], city: 'Osaka', bio: 'Tebori.', openSlots: ['2027-01-05T01:00:00Z'], timeZone: 'Asia/Tokyo' },
    ];
    const reply = ask('can you recommend an artist for japanese work?', undefined, [], directory);
    expect(reply.cards[0].href).toBe('/booking?artist=a1&date=2027-01-05&time=10%3A00');
    expect(reply.message).toMatch(/next open time, ready to request/);
    expect(reply.message).not.toMatch(/ask me to book/);
  });
});
