/**
 * Engine files that still break a size or vocabulary rule of eslint.config.js (issue #39), each with its reason and
 * owner. This list only shrinks: tests/lint/engineRules.test.ts fails when an entry is no longer needed, and on any
 * new breach outside it. Counts in the reasons are from when the entry was written.
 *
 * @type {{ file: string, rules: string[], owner: string, reason: string }[]}
 */
export const ENGINE_EXCEPTIONS = [
  // ---- Pending owner: files outside #39's area. Their owners' work removes these entries; #39 does not edit them.
  {
    file: 'src/engine/contracts/demoRequests.ts',
    rules: ['max-len'],
    owner: 'lead',
    reason: 'Pending owner: outside #39 (contracts, crm and booking are not #39\'s area); their owner fixes it. Counted at the time of writing: 3 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  // ---- #39 (the engine's language understanding): code not yet moved to lexicons, patterns and short functions.
  {
    file: 'src/engine/knowledge/aftercare.ts',
    rules: ['max-len'],
    owner: '#39',
    reason: '9 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/knowledge/answers.ts',
    rules: ['max-len', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '4 word list(s) still written in code, not yet moved to src/engine/lexicon/; 12 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 15 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/knowledge/styles.ts',
    rules: ['max-len'],
    owner: '#39',
    reason: '8 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/knowledge/subjects.ts',
    rules: ['max-len', 'engine/no-word-list'],
    owner: '#39',
    reason: '5 word list(s) still written in code, not yet moved to src/engine/lexicon/; 3 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/knowledge/symbolism.ts',
    rules: ['engine/no-word-list'],
    owner: '#39',
    reason: '1 word list(s) still written in code, not yet moved to src/engine/lexicon/.',
  },
  {
    file: 'src/engine/knowledge/vocabulary.ts',
    rules: ['max-len', 'engine/no-word-list'],
    owner: '#39',
    reason: '18 word list(s) still written in code, not yet moved to src/engine/lexicon/; 22 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/personas.ts',
    rules: ['max-len', 'engine/no-word-list'],
    owner: '#39',
    reason: '1 word list(s) still written in code, not yet moved to src/engine/lexicon/; 26 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/turnModel/features.ts',
    rules: ['engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '8 word list(s) still written in code, not yet moved to src/engine/lexicon/; 4 regex(es) over 200 characters or 20 alternatives, not yet written as patterns.',
  },
  {
    file: 'src/engine/understanding/classify/asking.ts',
    rules: ['max-len', 'max-lines-per-function', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '11 word list(s) still written in code, not yet moved to src/engine/lexicon/; 6 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 8 line(s) over 160 characters, mostly long conditions and regexes; 1 function(s) over 80 lines, not yet split.',
  },
  {
    file: 'src/engine/understanding/classify/circumstance.ts',
    rules: ['max-len', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '24 word list(s) still written in code, not yet moved to src/engine/lexicon/; 17 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 1 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/understanding/classify/designTalk.ts',
    rules: ['max-len', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '2 word list(s) still written in code, not yet moved to src/engine/lexicon/; 1 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 7 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/understanding/classify/occasions/memorial.ts',
    rules: ['engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '11 word list(s) still written in code (the words each cue looks for around its verb), not yet moved to src/engine/lexicon/; 5 regex(es) over 20 alternatives, not yet written as patterns.',
  },
  {
    file: 'src/engine/understanding/classify/occasions/occasion.ts',
    rules: ['engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '4 word list(s) still written in code, not yet moved to src/engine/lexicon/; 3 regex(es) over 200 characters or 20 alternatives, not yet written as patterns.',
  },
  {
    file: 'src/engine/understanding/classify/occasions/words.ts',
    rules: ['max-len', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '6 word list(s) still written in code (the small word classes the sentence scorers read), not yet moved to src/engine/lexicon/ or a table beside the code; 3 regex(es) over 200 characters or 20 alternatives; 2 line(s) over 160 characters.',
  },
  {
    file: 'src/engine/understanding/classify/offTopic.ts',
    rules: ['max-len', 'max-lines-per-function', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '10 word list(s) still written in code, not yet moved to src/engine/lexicon/; 8 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 9 line(s) over 160 characters, mostly long conditions and regexes; 1 function(s) over 80 lines, not yet split.',
  },
  {
    file: 'src/engine/understanding/classify/talkAround.ts',
    rules: ['engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: 'Talk around the piece, moved verbatim out of extractSlots.ts when it became a pipeline (its entry is gone): 2 word list(s) (sentence openers, greetings) not yet in src/engine/lexicon/; 2 regex(es) over 200 characters or 20 alternatives, not yet written as patterns.',
  },
  {
    file: 'src/engine/understanding/classify/talkAroundChecks.ts',
    rules: ['engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: 'The checks of talk around the piece, moved verbatim out of extractSlots.ts: 6 word list(s) (place words, people, reporting verbs, additions, body complaints) not yet in src/engine/lexicon/; 4 regex(es) over 200 characters or 20 alternatives, not yet written as patterns.',
  },
  {
    file: 'src/engine/understanding/extract/asWritten.ts',
    rules: ['max-len', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '3 word list(s) still written in code, not yet moved to src/engine/lexicon/; 1 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 2 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/understanding/extract/choices.ts',
    rules: ['max-len', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '12 word list(s) still written in code, not yet moved to src/engine/lexicon/; 3 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 5 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/understanding/extract/openSubjects.ts',
    rules: ['max-len', 'max-lines', 'max-lines-per-function', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '20 word list(s) still written in code, not yet moved to src/engine/lexicon/; 3 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 44 line(s) over 160 characters, mostly long conditions and regexes; 1 function(s) over 80 lines, not yet split; over 500 lines, not yet split.',
  },
  {
    file: 'src/engine/understanding/extract/subjects.ts',
    rules: ['max-len', 'max-lines-per-function', 'engine/no-word-list'],
    owner: '#39',
    reason: '3 word list(s) still written in code, not yet moved to src/engine/lexicon/; 3 line(s) over 160 characters, mostly long conditions and regexes; 1 function(s) over 80 lines, not yet split.',
  },
  {
    file: 'src/engine/understanding/judge/negation.ts',
    rules: ['max-len', 'engine/no-word-list'],
    owner: '#39',
    reason: '2 word list(s) still written in code, not yet moved to src/engine/lexicon/; 1 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/understanding/normalise/typing.ts',
    rules: ['max-len', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '4 word list(s) still written in code, not yet moved to src/engine/lexicon/; 1 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 2 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/understanding/segment/phrases.ts',
    rules: ['max-len', 'engine/no-word-list'],
    owner: '#39',
    reason: '5 word list(s) still written in code, not yet moved to src/engine/lexicon/; 4 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/understanding/segment/tags.ts',
    rules: ['max-len', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '1 word list(s) still written in code, not yet moved to src/engine/lexicon/; 1 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 2 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/understanding/sharedWords.ts',
    rules: ['max-len', 'engine/no-word-list'],
    owner: '#39',
    reason: '3 word list(s) still written in code, not yet moved to src/engine/lexicon/; 9 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/wordMatching.ts',
    rules: ['max-len', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '3 word list(s) still written in code, not yet moved to src/engine/lexicon/; 2 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 4 line(s) over 160 characters, mostly long conditions and regexes.',
  },
];
