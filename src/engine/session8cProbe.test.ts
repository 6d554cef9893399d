/**
 * Session 8c probe (issue #19): conversations written for this session, BEFORE its fixes, aimed at the
 * two cue families the blind sets 6–8 kept missing (docs/engine-eval.md "Session 8c: why off-topic and
 * occasion cues miss"): off-topic turns phrased as statements, worries with a placement or a
 * subject-looking noun inside them, learner and dialect English; and grief and celebration said in idiom
 * or understatement (pets, miscarriage, finishing chemo, adoption, retirement, a new job). Some plain
 * design turns are mixed in so false positives show. First run: docs/eval-runs/probe-8c-first-run.txt.
 */
import type { ConversationSet } from './conversationScoring';
import { describeProbe } from './eval/probeTargets';

const PROBE: ConversationSet = {
  description: 'Session 8c probe, written before the fixes',
  conversations: [
    { id: 'p8c-01', persona: 'buddy', turns: [
      { user: 'a kingfisher diving into a river', subjects: ['kingfisher', 'river'] },
      { user: 'my shifts at the warehouse are mental this month so evenings only', offTopic: true },
    ] },
    { id: 'p8c-02', persona: 'designer', turns: [
      { user: 'an old anchor wrapped in rope', subjects: ['anchor', 'rope'] },
      { user: 'Me I am working on the oil rig, two weeks on two weeks off, so appointment must fit this', offTopic: true },
    ] },
    { id: 'p8c-03', persona: 'trainer', turns: [
      { user: 'a sunflower with a bee on it', subjects: ['sunflower', 'bee'] },
      { user: 'thinking the wrist but my watch strap sits right there all day', offTopic: true },
    ] },
    { id: 'p8c-04', persona: 'buddy', turns: [
      { user: 'a vinyl record and a pair of headphones', subjects: ['vinyl record', 'headphones'] },
      { user: 'the bus from my village only runs twice a day mind', offTopic: true },
    ] },
    { id: 'p8c-05', persona: 'designer', turns: [
      { user: 'a paper crane', subjects: ['paper crane'] },
      { user: 'we lost the baby at twelve weeks in the spring', memorial: true },
    ] },
    { id: 'p8c-06', persona: 'buddy', turns: [
      { user: 'a ginger tabby curled up asleep', subjects: ['ginger tabby'] },
      { user: 'Marmalade crossed the bridge last week after 19 years with us', memorial: true },
    ] },
    { id: 'p8c-07', persona: 'trainer', turns: [
      { user: 'the last chemo was on tuesday and they say no more needed', celebration: true },
      { user: 'a phoenix rising from flames', subjects: ['phoenix', 'flames'] },
    ] },
    { id: 'p8c-08', persona: 'buddy', turns: [
      { user: 'the judge signed the papers, she is ours forever now', celebration: true },
      { user: 'two hands holding a small hand', subjects: ['hands'] },
    ] },
    { id: 'p8c-09', persona: 'designer', turns: [
      { user: 'After 38 years at the post office I handed in my lanyard on friday', celebration: true },
      { user: 'a fishing rod and a deckchair', subjects: ['fishing rod', 'deckchair'] },
    ] },
    { id: 'p8c-10', persona: 'buddy', turns: [
      { user: 'start my new job at the hospital on monday!!', celebration: true },
      { user: 'a stethoscope shaped like a heart', subjects: ['stethoscope', 'heart'] },
    ] },
    { id: 'p8c-11', persona: 'trainer', turns: [
      { user: 'a compass rose with a mountain inside', subjects: ['compass rose', 'mountain'] },
      { user: 'My mother-in-law, she does not like tattoos, she will be very angry with me', offTopic: true },
    ] },
    { id: 'p8c-12', persona: 'buddy', turns: [
      { user: 'a cherry blossom branch', subjects: ['cherry blossom branch'] },
      { user: 'gonna have to hide it from work, they are proper strict about ink', offTopic: true },
    ] },
    { id: 'p8c-13', persona: 'designer', turns: [
      { user: 'a lighthouse on a rocky point', subjects: ['lighthouse'] },
      { user: 'Grandpa went to be with Grandma in October. He built that lighthouse model himself', memorial: true },
    ] },
    { id: 'p8c-14', persona: 'buddy', turns: [
      { user: 'we had to let our old boy go this morning, his legs gave out', memorial: true },
      { user: 'a black labrador with a stick', subjects: ['black labrador', 'stick'] },
    ] },
    { id: 'p8c-15', persona: 'trainer', turns: [
      { user: 'a snake coiled around a dagger', subjects: ['snake', 'dagger'] },
      { user: 'the car park near you is it free after six', offTopic: true },
    ] },
    { id: 'p8c-16', persona: 'buddy', turns: [
      { user: 'a daisy chain', subjects: ['daisy chain'] },
      { user: 'I have a wedding to go to in three weeks and my arm will be out in the dress', offTopic: true },
    ] },
    { id: 'p8c-17', persona: 'designer', turns: [
      { user: 'a hot air balloon over fields', subjects: ['hot air balloon', 'fields'] },
      { user: 'i get these big keloid things on my shoulder from old piercings', offTopic: true },
    ] },
    { id: 'p8c-18', persona: 'buddy', turns: [
      { user: 'Nana slipped off quietly on Sunday with all of us round her bed', memorial: true },
      { user: 'her teapot with the blue flowers', subjects: ['teapot', 'blue flowers'] },
    ] },
    { id: 'p8c-19', persona: 'trainer', turns: [
      { user: 'my brother is not with us since three years, motorbike accident', memorial: true },
      { user: 'his helmet with a rose', subjects: ['helmet', 'rose'] },
    ] },
    { id: 'p8c-20', persona: 'buddy', turns: [
      { user: "we've been trying for six years and she's finally here, 7lb of trouble", celebration: true },
      { user: 'tiny footprints with her name', subjects: ['footprints'] },
    ] },
    { id: 'p8c-21', persona: 'designer', turns: [
      { user: 'a mandala with a lotus in the centre', subjects: ['mandala', 'lotus'] },
      { user: 'My daughter she will translate for me, my english is not so good', offTopic: true },
    ] },
    { id: 'p8c-22', persona: 'buddy', turns: [
      { user: 'a wave crashing on a surfboard', subjects: ['wave', 'surfboard'] },
      { user: 'heading to Bali in a fortnight so the sea is sort of the whole point', offTopic: true },
    ] },
    { id: 'p8c-23', persona: 'trainer', turns: [
      { user: 'Ten years clean of the needle on Thursday', celebration: true },
      { user: 'a broken chain', subjects: ['broken chain'] },
    ] },
    { id: 'p8c-24', persona: 'buddy', turns: [
      { user: 'a red fox sitting in snow', subjects: ['red fox', 'snow'] },
      { user: 'my partner will literally kill me if this costs more than the holiday', offTopic: true },
    ] },
    { id: 'p8c-25', persona: 'designer', turns: [
      { user: 'i finally got the yes from uni, first in my family to go', celebration: true },
      { user: 'an open book with a graduation cap on top', subjects: ['open book', 'graduation cap'] },
    ] },
    { id: 'p8c-26', persona: 'buddy', turns: [
      { user: 'a budgie on a perch', subjects: ['budgie', 'perch'] },
      { user: 'Kiwi our budgie is no longer singing, we found him at the bottom of the cage', memorial: true },
    ] },
    { id: 'p8c-27', persona: 'trainer', turns: [
      { user: 'a samurai helmet', subjects: ['samurai helmet'] },
      { user: 'Sorry to trouble, the parking ticket machine outside eat my coins', offTopic: true },
    ] },
    { id: 'p8c-28', persona: 'buddy', turns: [
      { user: 'a ferris wheel at night', subjects: ['ferris wheel'] },
      { user: 'the ankle is where i twisted it last year and it still swells up', offTopic: true },
    ] },
    { id: 'p8c-29', persona: 'designer', turns: [
      { user: 'a pair of ballet shoes hanging by the ribbons', subjects: ['ballet shoes', 'ribbons'] },
      { user: 'my wee girl got her place at the royal ballet school', celebration: true },
    ] },
    { id: 'p8c-30', persona: 'buddy', turns: [
      { user: 'a moth with a skull on its back', subjects: ['moth', 'skull'] },
      { user: 'a full moon behind it', subjects: ['full moon'] },
      { user: 'would it be ok to bring my little one, no childcare that day', offTopic: true },
    ] },
    { id: 'p8c-31', persona: 'trainer', turns: [
      { user: 'A tractor, an old grey Fergie', subjects: ['tractor', 'grey fergie'] },
      { user: 'Dad sold the farm and hung up his boots this spring after fifty harvests', celebration: true },
    ] },
    { id: 'p8c-32', persona: 'buddy', turns: [
      { user: 'a wolf howling at a crescent moon', subjects: ['wolf', 'crescent moon'] },
      { user: 'my cousin got one last year and hers went all blurry', offTopic: true },
    ] },
  ],
};

describeProbe('8c', PROBE);
