/**
 * Session 7 probe (issue #19): conversations written for this session, phrased the way strangers
 * type and talk — dialect, text-speak, fragments, model numbers, lower-case places — and covering
 * the kinds of miss the sixth blind set showed without reusing its wording. Written and run BEFORE
 * the session's fixes; first run (docs/eval-runs/probe-7-first-run.txt): recall 0.729 (35/48),
 * off-topic changes 3 text / 3 voice over 13 turns, identical replies 0, memorials 2/6, celebrations 4/6.
 */
import type { ConversationSet } from './conversationScoring';
import { describeProbe } from './eval/probeTargets';

const PROBE: ConversationSet = {
  description: 'Session 7 probe, written before the fixes',
  conversations: [
    { id: 'p7-01', persona: 'buddy', turns: [
      { user: 'thinking a moose on my thigh', subjects: ['moose'] },
      { user: 'how much is a half day session?', offTopic: true },
      { user: 'and a full day?', offTopic: true },
    ] },
    { id: 'p7-02', persona: 'trainer', turns: [
      { user: 'a carp leaping out of the water', subjects: ['carp'] },
      { user: 'can my mum sign for me, im only 16 and three quarters', offTopic: true },
    ] },
    { id: 'p7-03', persona: 'buddy', turns: [
      { user: 'a sea otter holding a pebble', subjects: ['sea otter', 'pebble'] },
      { user: 'can you still get a CT scan after?', offTopic: true },
    ] },
    { id: 'p7-04', persona: 'designer', turns: [
      { user: 'a penny farthing bicycle', subjects: ['penny farthing bicycle'] },
      { user: 'is it ok to have a beer the night before my session?', offTopic: true },
    ] },
    { id: 'p7-05', persona: 'buddy', turns: [
      { user: 'I want a hummingbird sipping from a fuchsia', subjects: ['hummingbird', 'fuchsia'] },
      { user: 'do you know if you can get tattooed while nursing a baby', offTopic: true },
    ] },
    { id: 'p7-06', persona: 'trainer', turns: [
      { user: 'a little teapot with steam', subjects: ['teapot'] },
      { user: 'how much is the deposit and is it refundable', offTopic: true },
      { user: 'r u open sunday', offTopic: true },
    ] },
    { id: 'p7-07', persona: 'buddy', turns: [
      { user: 'can you do laser removal on an old one as well?', offTopic: true },
      { user: 'hw much for a small one or naw', offTopic: true },
      { user: 'a crab with a top hat', subjects: ['crab', 'top hat'] },
    ] },
    { id: 'p7-08', persona: 'buddy', turns: [
      { user: 'does it hurt on the collarbone? I take blood thinners.', offTopic: true },
      { user: 'a dandelion clock blowing away', subjects: ['dandelion clock'] },
    ] },
    { id: 'p7-09', persona: 'designer', turns: [
      { user: 'a club-footed heron standing in reeds', subjects: ['heron', 'reeds'] },
      { user: 'and a long-eared bat above it', subjects: ['long-eared bat'] },
    ] },
    { id: 'p7-10', persona: 'buddy', turns: [
      { user: 'my sobriety coin, the five year one, with a sunrise', subjects: ['sobriety coin', 'sunrise'] },
      { user: 'my dad flew a 737 for thirty years so maybe that too', subjects: ['737'] },
    ] },
    { id: 'p7-11', persona: 'trainer', turns: [
      { user: 'a 99 ice cream with a flake', subjects: ['99 ice cream'] },
      { user: 'and his Vespa scooter', subjects: ['vespa scooter'] },
    ] },
    { id: 'p7-12', persona: 'buddy', turns: [
      { user: 'my uncle rode a Ducati, and he always had a tunnocks teacake in his pocket', subjects: ['ducati', 'tunnocks teacake'] },
    ] },
    { id: 'p7-13', persona: 'buddy', turns: [
      { user: 'a long-haired chihuahua in a raincoat', subjects: ['long-haired chihuahua', 'raincoat'] },
    ] },
    { id: 'p7-14', persona: 'designer', turns: [
      { user: 'the outline of ben nevis with a tent', subjects: ['ben nevis', 'tent'] },
      { user: 'maybe durdle door as well', subjects: ['durdle door'] },
    ] },
    { id: 'p7-15', persona: 'buddy', turns: [
      { user: 'half dome at sunset with a climber', subjects: ['half dome', 'climber'] },
    ] },
    { id: 'p7-16', persona: 'trainer', turns: [
      { user: 'a blue whale under a tiny boat', subjects: ['blue whale', 'boat'] },
      { user: 'and a big top tent from the circus', subjects: ['big top'] },
    ] },
    { id: 'p7-17', persona: 'buddy', turns: [
      { user: 'a bowl of ramen with chopsticks', subjects: ['bowl of ramen', 'chopsticks'] },
      { user: 'and a jar of honey', subjects: ['jar of honey'] },
    ] },
    { id: 'p7-18', persona: 'designer', turns: [
      { user: 'an old rotary tattoo machine and a hip flask', subjects: ['tattoo machine', 'hip flask'] },
    ] },
    { id: 'p7-19', persona: 'buddy', turns: [
      { user: 'a lemon tree', subjects: ['lemon tree'] },
      { user: 'would it look odd with a lighthouse too?', subjects: ['lighthouse'] },
    ] },
    { id: 'p7-20', persona: 'buddy', turns: [
      { user: 'a crème brûlée and a café sign', subjects: ['crème brûlée', 'café sign'] },
    ] },
    { id: 'p7-21', persona: 'trainer', turns: [
      { user: 'his Nikon F3 camera and a roll of film', subjects: ['nikon f3 camera', 'roll of film'] },
    ] },
    { id: 'p7-22', persona: 'buddy', turns: [
      { user: 'my best pal is no more with us, she loved her kayak', memorial: true, subjects: ['kayak'] },
    ] },
    { id: 'p7-23', persona: 'buddy', turns: [
      { user: 'my papa left us during the first lockdown, he grew tomatoes', memorial: true, subjects: ['tomatoes'] },
    ] },
    { id: 'p7-24', persona: 'buddy', turns: [
      { user: 'my auntie is away now, last month, she was never without her knitting needles', memorial: true, subjects: ['knitting needles'] },
    ] },
    { id: 'p7-25', persona: 'trainer', turns: [
      { user: 'the old hamster carked it on monday, wee guy loved his wheel', memorial: true, subjects: ['hamster', 'wheel'] },
    ] },
    { id: 'p7-26', persona: 'buddy', turns: [
      { user: 'our budgie went over the rainbow bridge last night', memorial: true, subjects: ['budgie'] },
    ] },
    { id: 'p7-27', persona: 'buddy', turns: [
      { user: 'finally done with uni!! want a graduation cap', celebration: true, subjects: ['graduation cap'] },
    ] },
    { id: 'p7-28', persona: 'buddy', turns: [
      { user: 'it is our ruby anniversary this year, a pair of swans', celebration: true, subjects: ['swans'] },
    ] },
    { id: 'p7-29', persona: 'buddy', turns: [
      { user: 'little Thandi was born on friday and I want her footprint', celebration: true, subjects: ['footprint'] },
    ] },
    { id: 'p7-30', persona: 'trainer', turns: [
      { user: 'the doctors say I have fully recovered from my stroke, so a bold heartbeat line', celebration: true, subjects: ['heartbeat line'] },
    ] },
    { id: 'p7-31', persona: 'buddy', turns: [
      { user: 'so yeah i got a new liver in march and i feel amazing now', celebration: true },
    ] },
    { id: 'p7-32', persona: 'buddy', turns: [
      { user: 'wantin a wee robin sat on a fence', subjects: ['robin', 'fence'] },
      { user: 'fae my nan, she loved them doon the garden', },
      { user: 'ok and a thistle', subjects: ['thistle'] },
    ] },
    { id: 'p7-33', persona: 'buddy', turns: [
      { user: 'my granny passed away in may, she loved her old rocking chair', memorial: true, subjects: ['rocking chair'] },
      { user: 'hmm', },
      { user: 'not sure', },
      { user: 'dunno', },
    ] },
    { id: 'p7-34', persona: 'buddy', turns: [
      { user: 'my twins arrived last week, two little acorns', celebration: true, subjects: ['acorns'] },
      { user: 'how long does it take to heal?', offTopic: true },
    ] },
    { id: 'p7-35', persona: 'trainer', turns: [
      { user: 'my mum left us when I was little, so just a swallow for me', subjects: ['swallow'] },
      { user: 'are there any openings next week', offTopic: true },
    ] },
    { id: 'p7-36', persona: 'buddy', turns: [
      { user: 'a wee dram glass and a set of bagpipes o my grandad', subjects: ['dram glass', 'bagpipes'] },
    ] },
  ],
};

describeProbe('7', PROBE);
