/**
 * The one decision function (decision.ts): each guard on the learned classifier's vote, with the turn it was written
 * for and a counter-example where the vote is still heard. The votes are given, so these cases read the guards alone,
 * whatever the trained weights say.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type DesignSlots } from '../../designBrief';
import { loadTagger } from '../../nlp/tagger';
import { celebrationBesideLoss, decideTurn, type RuleReading, type TurnDecision } from './decision';

const NO_CUES: RuleReading = { memorial: false, celebration: false };
const vote = (label: keyof TurnDecision): TurnDecision => ({ offTopic: false, memorial: false, celebration: false, [label]: true });
const WITH_A_PICTURE: DesignSlots = { ...EMPTY_SLOTS, keywords: 'rose' };

beforeAll(loadTagger);

describe("the model's memorial vote", () => {
  it('is heard with someone besides the speaker in the turn', () => {
    expect(decideTurn('we lost my grandad in the spring, he was my hero', NO_CUES, undefined, vote('memorial')).memorial).toBe(true);
  });

  it('is not heard without someone else (a job can be lost too)', () => {
    expect(decideTurn('lost my job in the spring', NO_CUES, undefined, vote('memorial')).memorial).toBe(false);
  });

  it('is not heard over pride or joy said outright', () => {
    const text = 'My son became a hafiz last week, MashaAllah. Very proud dad';
    expect(decideTurn(text, NO_CUES, undefined, vote('memorial')).memorial).toBe(false);
  });

  it('is not heard beside a person told alive now', () => {
    expect(decideTurn("it's for my mum, shes 60!!", NO_CUES, undefined, vote('memorial')).memorial).toBe(false);
    expect(decideTurn("she's alive dont worry, it's just her favourite flower", NO_CUES, undefined, vote('memorial')).memorial).toBe(false);
  });

  it('is not heard when the one named shares the news with the speaker', () => {
    const text = 'My husband and I have just been approved to adopt!';
    expect(decideTurn(text, NO_CUES, undefined, vote('memorial')).memorial).toBe(false);
    expect(decideTurn('my husband was taken from us in march', NO_CUES, undefined, vote('memorial')).memorial).toBe(true);
  });

  it('is not heard beside a celebration the rules found', () => {
    const text = 'My first grandbaby was born on Sunday, she is perfect';
    expect(decideTurn(text, { memorial: false, celebration: true }, undefined, vote('memorial')).memorial).toBe(false);
  });
});

describe('celebrations', () => {
  it("hear the model's vote, and pride beside someone who became something", () => {
    expect(decideTurn('she got her place at the ballet school', NO_CUES, undefined, vote('celebration')).celebration).toBe(true);
    expect(decideTurn('so proud, my sister became a nurse', NO_CUES, undefined, vote('offTopic')).celebration).toBe(true);
    expect(decideTurn('my sister became a nurse', NO_CUES, undefined, vote('offTopic')).celebration).toBe(false);
  });

  it('beside a loss are said only when the rules found them, or found no loss', () => {
    const both: TurnDecision = { offTopic: false, memorial: true, celebration: true };
    // ("We had our son Ezra for two days": the model's celebration vote beside a loss the rules found)
    expect(celebrationBesideLoss({ memorial: true, celebration: false }, both)).toBe(false);
    expect(celebrationBesideLoss({ memorial: true, celebration: true }, both)).toBe(true);
    expect(celebrationBesideLoss({ memorial: false, celebration: false }, both)).toBe(true);
    expect(celebrationBesideLoss({ memorial: true, celebration: true }, { ...both, celebration: false })).toBe(false);
  });
});

describe("the model's off-topic vote", () => {
  const heard = (text: string, current: DesignSlots = WITH_A_PICTURE): boolean => decideTurn(text, NO_CUES, current, vote('offTopic')).offTopic;

  it('is heard mid-conversation on a turn that shows no design', () => {
    expect(heard('is the deposit refundable if i cancel next week')).toBe(true);
  });

  it('is not heard on the first message, before the brief has a picture', () => {
    expect(heard('is the deposit refundable if i cancel next week', EMPTY_SLOTS)).toBe(false);
  });

  it('is not heard on a bare fragment; four words or more are heard', () => {
    expect(heard('tribal arms')).toBe(false);
    expect(heard('is it cash only')).toBe(true);
  });

  it('is not heard on a picture told as a noun phrase, at the start or in any clause; other openings are heard', () => {
    expect(heard('an atv in the mud by the creek')).toBe(false);
    expect(heard('Plus an Esky on the tray of the ute')).toBe(false);
    expect(heard('any parking near the studio on saturdays')).toBe(true);
    expect(heard('can i pay cash and the rest by bank transfer')).toBe(true);
  });

  it('is not heard over words of design talk; the same request without them is heard', () => {
    expect(heard('can you make the lines thinner please')).toBe(false);
    expect(heard('can you open early on saturday please')).toBe(true);
  });

  it('is not heard beside a marker of intent, a change put as a condition or an order for the drawing', () => {
    expect(heard('I fancy a lapwing in the corner')).toBe(false);
    expect(heard('if we put a baguette in the basket will it cost more')).toBe(false);
    expect(heard('Do a caipirinha glass with lime slices')).toBe(false);
  });

  it('is heard on a condition or a question that changes nothing in the drawing', () => {
    expect(heard('if we come early will you be open')).toBe(true);
    expect(heard('if i cancel will i lose the deposit')).toBe(true);
    expect(heard('do you do a discount for students')).toBe(true);
  });

  it('is not heard on a turn telling of the one the piece is for; someone else’s doings are heard', () => {
    expect(heard('My dadi cooked parathas on an iron tawa')).toBe(false);
    expect(heard('my boss cooked us all dinner last night')).toBe(true);
  });

  it('is not heard on a turn adding to the picture at a sentence start; the same words mid-sentence are heard', () => {
    expect(heard('and the mersey ferry um in the background going across')).toBe(false);
    expect(heard('the mersey ferry was late again this morning')).toBe(true);
  });

  it('is not heard on a body zone; the same turn about something else is heard', () => {
    expect(heard('my calf is free so there')).toBe(false);
    expect(heard('my diary is free so there')).toBe(true);
  });

  it('is not heard on a proposal or a listed subject', () => {
    // (both guards go by shape and by list, so they also keep "can I have a receipt for the deposit" and "the
    // lighthouse was shut when we went" from the model — the rules' own off-topic cues still read those)
    expect(heard('can I have a fox on my arm')).toBe(false);
    expect(heard('what about the lighthouse from the postcard')).toBe(false);
  });
});
