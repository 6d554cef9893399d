/**
 * The learned turn classifier (issue #19): the committed weights are exactly what the trainer makes
 * from the labelled sets, the scorer reads sentences written for this test (none is in the fixtures)
 * as a person would, and the engine's hooks take its vote. The honest accuracy figures are the
 * leave-one-set-out ones (tests/eval/runs/turn-model/, `npm run train:turns`), not these.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ConversationSet } from '../eval/conversationScoring';
import { loadManifest, loadSet } from '../../../tests/eval/loadSets';
import { EMPTY_SLOTS } from '../designBrief';
import { detectOccasion } from '../occasion';
import { extractSlots } from '../slotExtraction';
import { turnFeatures } from './features';
import { turnVotes, setTurnModel, type PackedTurnModel } from './model';
import { labelledTurns, readTrainingSets, trainTurnModel } from './train';
import { TURN_MODEL } from './weights.generated';

afterEach(() => setTurnModel(undefined));

describe('turn model', () => {
  it('the committed weights and thresholds are what the trainer produces from the conversation sets', () => {
    const sets = readTrainingSets(loadManifest(), (entry) => loadSet(entry).data as ConversationSet);
    const turns = sets.flatMap(({ name, set }) => labelledTurns(name, set));
    expect(turns).toHaveLength(5925);
    const { model } = trainTurnModel(turns, { folds: false });
    expect(model).toEqual(TURN_MODEL);
  }, 1_200_000);

  it.each([
    ['do you lot do gift vouchers for christmas', 'offTopic'],
    ['is it ok to drink wine the night before my appointment', 'offTopic'],
    ['how many hours will it take to heal properly', 'offTopic'],
    ['does your studio take card payments or is it cash only', 'offTopic'],
    ['we lost our little terrier last winter and i still miss him', 'memorial'],
    ['my grandad passed away in march, he kept pigeons his whole life', 'memorial'],
    ['I just got engaged on saturday!!', 'celebration'],
    ['can you add a small compass under the anchor', undefined],
    ['I want a hummingbird drinking from a hibiscus flower', undefined],
    ['a tiny tugboat above my ankle', undefined],
  ] as const)('reads "%s" as %s', (text, label) => {
    const votes = turnVotes(text);
    for (const name of ['offTopic', 'memorial', 'celebration'] as const) expect(votes[name], name).toBe(name === label);
  });

  it('features carry misspellings: a typo shares most character n-grams with the word', () => {
    const a = new Set(turnFeatures('passed away'));
    const shared = turnFeatures('past away').filter((f) => a.has(f)).length;
    expect(shared).toBeGreaterThan(10);
  });

  it('the engine takes the vote where the rules see no design, and a memorial vote needs someone besides the speaker', () => {
    // Models that flag everything or nothing, so the hooks alone decide.
    const always = { bias: 5, scale: 1, threshold: 0, gaps: '', weights: '' };
    const never = { bias: -5, scale: 1, threshold: 0, gaps: '', weights: '' };
    const placement = 'right on my left shoulder please';
    const colours = 'mostly black and grey please';
    const picture = { ...EMPTY_SLOTS, keywords: 'lighthouse' };
    expect(extractSlots(colours, picture).length).toBeGreaterThan(0);
    setTurnModel({ offTopic: always, memorial: never, celebration: never } satisfies PackedTurnModel);
    expect(extractSlots(colours, picture)).toEqual([]);
    // before the brief has a picture the veto is not heard: a first message is nearly always the design
    expect(extractSlots(colours).length).toBeGreaterThan(0);
    expect(extractSlots(placement, picture).length).toBeGreaterThan(0);
    // the rules' own design signals keep the turn: a listed subject, a proposal, a body zone, a bare fragment
    expect(extractSlots('my calf is free so there', picture).length).toBeGreaterThan(0);
    expect(extractSlots('a koi fish on my forearm', picture).length).toBeGreaterThan(0);
    expect(extractSlots('can I have it on my shoulder', picture).length).toBeGreaterThan(0);
    expect(extractSlots('tribal arms', picture).length).toBeGreaterThan(0);
    expect(detectOccasion(placement)).toBeUndefined();
    setTurnModel({ offTopic: never, memorial: always, celebration: never });
    expect(detectOccasion('she always sat on that bench')?.kind).toBe('memorial');
    expect(detectOccasion('I lost my job so something cheap')).toBeUndefined();
    // someone named together with the speaker shares the news: not the one grieved on the model's word alone
    expect(detectOccasion('My wife and I just got approved to foster! The panel rang this morning.')?.kind).not.toBe('memorial');
    expect(detectOccasion('me and my sister went every summer, she passed in may')?.kind).toBe('memorial');
    setTurnModel({ offTopic: never, memorial: never, celebration: always });
    expect(detectOccasion('right on my left shoulder please')?.kind).toBe('celebration');
    setTurnModel(null);
    expect(detectOccasion('she always sat on that bench')).toBeUndefined();
    expect(turnVotes('what time do you open?')).toEqual({ offTopic: false, memorial: false, celebration: false });
  });
});
