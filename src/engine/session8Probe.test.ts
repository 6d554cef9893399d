/**
 * Session 8 probe (issue #19): conversations written for this session, BEFORE its fixes, in the
 * structural shapes the earlier blind sets missed (docs/engine-eval.md "Session 8: miss patterns") —
 * possessive + adjective + name chains, quantity lead-ins, hyphen-less compounds, brand + model,
 * bare answers to the helper's question, lists, off-topic statements, grief understatement — with new
 * wording and new subjects: regional objects (UK, Ireland, Australia, NZ, South Africa, India,
 * Caribbean, Canada, US South), older and teenage users, walk-ins, and descriptions that only become
 * concrete later. First run: docs/eval-runs/probe-8-first-run.txt.
 */
import type { ConversationSet } from './conversationScoring';
import { describeProbe } from './eval/probeTargets';

const PROBE: ConversationSet = {
  description: 'Session 8 probe, written before the fixes',
  conversations: [
    { id: 'p8-01', persona: 'buddy', turns: [
      { user: "Grandad's battered old Land Rover Defender, the green one", subjects: ['land rover defender'] },
      { user: "i'm a bit nervous it'll hurt on the ribs", offTopic: true },
    ] },
    { id: 'p8-02', persona: 'designer', turns: [
      { user: 'a sprinkle of hundreds and thousands on a fairy bread slice', subjects: ['hundreds and thousands', 'fairy bread'] },
      { user: 'she was my gran, we lost her at easter', memorial: true },
    ] },
    { id: 'p8-03', persona: 'buddy', turns: [
      { user: 'a pair of jandals and a pavlova', subjects: ['jandals', 'pavlova'] },
      { user: 'do you take afterpay', offTopic: true },
    ] },
    { id: 'p8-04', persona: 'trainer', turns: [
      { user: 'hi, I would like something from my childhood in Kerala', },
      { user: 'we had a snake boat race every onam', subjects: ['snake boat'] },
      { user: 'and a brass nilavilakku lamp beside it', subjects: ['nilavilakku lamp'] },
    ] },
    { id: 'p8-05', persona: 'buddy', turns: [
      { user: 'we said goodbye to our old girl Tess on friday, she was a blue heeler', memorial: true, subjects: ['blue heeler'] },
      { user: 'with her tennis ball', subjects: ['tennis ball'] },
    ] },
    { id: 'p8-06', persona: 'designer', turns: [
      { user: 'something to do with the bush', },
      { user: 'what kind of thing are you thinking of?', },
      { user: 'a braai grid with boerewors on it', subjects: ['braai grid', 'boerewors'] },
    ] },
    { id: 'p8-07', persona: 'buddy', turns: [
      { user: 'Just walked in off the street, got an hour free, anything small', },
      { user: 'a jack in the box', subjects: ['jack in the box'] },
    ] },
    { id: 'p8-08', persona: 'trainer', turns: [
      { user: 'my late husband Arthur kept a Brompton folding bike in the hall', memorial: true, subjects: ['brompton folding bike'] },
      { user: "I'm 74, is that too old to get one?", offTopic: true },
    ] },
    { id: 'p8-09', persona: 'buddy', turns: [
      { user: 'GOT MY GCSE RESULTS!!! all 9s 😭😭 want a stack of books with a graduation hat', celebration: true, subjects: ['stack of books', 'graduation hat'] },
      { user: 'my mum says i need to be 18 tho', offTopic: true },
    ] },
    { id: 'p8-10', persona: 'designer', turns: [
      { user: 'a steel pan drum, a bottle of hot pepper sauce and a hummingbird', subjects: ['steel pan drum', 'hot pepper sauce', 'hummingbird'] },
      { user: "it's for my trini roots", },
    ] },
    { id: 'p8-11', persona: 'buddy', turns: [
      { user: 'a loon floating on a lake with a canoe paddle across it', subjects: ['loon', 'canoe paddle'] },
      { user: "worried my boss won't like it showing at work", offTopic: true },
    ] },
    { id: 'p8-12', persona: 'trainer', turns: [
      { user: "Mama's cast iron skillet with a pan of cornbread", subjects: ['cast iron skillet', 'cornbread'] },
      { user: 'she passed on in the spring, bless her', memorial: true },
    ] },
    { id: 'p8-13', persona: 'buddy', turns: [
      { user: 'what would you put with a stag?', subjects: ['stag'] },
      { user: 'yeah a bunch of heather maybe', subjects: ['heather'] },
    ] },
    { id: 'p8-14', persona: 'designer', turns: [
      { user: 'a Royal Enfield Bullet like the one I rode across Ladakh', subjects: ['royal enfield bullet'] },
      { user: 'a string of prayer flags over the handlebars', subjects: ['prayer flags'] },
    ] },
    { id: 'p8-15', persona: 'buddy', turns: [
      { user: 'my daughter finally beat her anorexia and got to uni 💪', celebration: true },
      { user: 'she loves sunflowers and her old ukulele', subjects: ['ukulele'] },
    ] },
    { id: 'p8-16', persona: 'trainer', turns: [
      { user: 'a tin of Milo and a jaffle iron', subjects: ['milo', 'jaffle iron'] },
      { user: "i'm on antibiotics at the minute, just finished a course", offTopic: true },
    ] },
    { id: 'p8-17', persona: 'buddy', turns: [
      { user: 'our wee lad never came home from the hospital. he would be two now', memorial: true },
      { user: 'a little knitted bunny', subjects: ['knitted bunny'] },
    ] },
    { id: 'p8-18', persona: 'designer', turns: [
      { user: 'an Aga cooker with a kettle on the hob', subjects: ['aga cooker', 'kettle'] },
      { user: 'will it look okay once i get older and my skin sags lol', offTopic: true },
    ] },
    { id: 'p8-19', persona: 'buddy', turns: [
      { user: 'a swirl of smoke off a stick of incense', subjects: ['incense'] },
      { user: 'and a singing bowl', subjects: ['singing bowl'] },
    ] },
    { id: 'p8-20', persona: 'trainer', turns: [
      { user: 'hey so I retired from the fire service after 32 years last week', celebration: true },
      { user: 'a fire helmet and a coiled hose', subjects: ['fire helmet', 'hose'] },
    ] },
    { id: 'p8-21', persona: 'buddy', turns: [
      { user: 'a hurley and sliotar crossed with a shamrock', subjects: ['hurley', 'sliotar'] },
      { user: 'is there parking near the shop', offTopic: true },
    ] },
    { id: 'p8-22', persona: 'designer', turns: [
      { user: 'a Fender Telecaster with a capo on the neck', subjects: ['fender telecaster', 'capo'] },
      { user: 'and a plectrum', subjects: ['plectrum'] },
    ] },
    { id: 'p8-23', persona: 'buddy', turns: [
      { user: 'my grandpa went home to the lord in june, he sat on the porch every night with his harmonica', memorial: true, subjects: ['porch', 'harmonica'] },
    ] },
    { id: 'p8-24', persona: 'trainer', turns: [
      { user: 'a jar of marmite, a cricket bat and a red post box', subjects: ['marmite', 'cricket bat', 'post box'] },
    ] },
    { id: 'p8-25', persona: 'buddy', turns: [
      { user: 'just got my permanent residency in canada eh 🍁', celebration: true },
      { user: 'a moose with a toque on', subjects: ['moose', 'toque'] },
    ] },
    { id: 'p8-26', persona: 'designer', turns: [
      { user: 'a kiwi bird next to a pohutukawa branch', subjects: ['kiwi bird', 'pohutukawa branch'] },
      { user: "my skin scars easily, so I'd rather not go too deep", offTopic: true },
    ] },
    { id: 'p8-27', persona: 'buddy', turns: [
      { user: 'lol my mates dared me to get a traffic cone', subjects: ['traffic cone'] },
      { user: 'nah actually a seagull nicking a chip', subjects: ['seagull', 'chip'] },
    ] },
    { id: 'p8-28', persona: 'trainer', turns: [
      { user: 'a handful of cowrie shells and a djembe', subjects: ['cowrie shells', 'djembe'] },
      { user: 'how long should i wait before swimming', offTopic: true },
    ] },
    { id: 'p8-29', persona: 'buddy', turns: [
      { user: "my dog's ashes came back today, he was a golden lab called Bear", memorial: true, subjects: ['golden lab'] },
      { user: 'and his squeaky rubber chicken', subjects: ['rubber chicken'] },
    ] },
    { id: 'p8-30', persona: 'designer', turns: [
      { user: "Nonna's espresso pot, the Bialetti Moka", subjects: ['bialetti moka'] },
      { user: 'I keep thinking the colour will fade on me', offTopic: true },
    ] },
    { id: 'p8-31', persona: 'buddy', turns: [
      { user: 'a rooster on a tin roof, like my grandmother yard in Jamaica', subjects: ['rooster', 'tin roof'] },
      { user: 'plus a breadfruit', subjects: ['breadfruit'] },
    ] },
    { id: 'p8-32', persona: 'trainer', turns: [
      { user: 'a magnolia branch and a mason jar of sweet tea', subjects: ['magnolia branch', 'sweet tea'] },
      { user: 'we just closed on our first house y’all!!', celebration: true },
    ] },
  ],
};

describeProbe('8', PROBE);
