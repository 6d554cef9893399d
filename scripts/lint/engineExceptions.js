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
    file: 'src/engine/turnModel/features.ts',
    rules: ['engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '8 word list(s) still written in code, not yet moved to src/engine/lexicon/; 4 regex(es) over 200 characters or 20 alternatives, not yet written as patterns.',
  },
  {
    file: 'src/engine/understanding/classify/circumstance.ts',
    rules: ['engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '24 word list(s) still written in code, not yet moved to src/engine/lexicon/; 17 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 1 line(s) over 160 characters, mostly long conditions and regexes.',
  },
  {
    file: 'src/engine/understanding/classify/offTopic.ts',
    rules: ['max-len', 'max-lines-per-function', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '10 word list(s) still written in code, not yet moved to src/engine/lexicon/; 8 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 9 line(s) over 160 characters, mostly long conditions and regexes; 1 function(s) over 80 lines, not yet split.',
  },
  {
    file: 'src/engine/understanding/extract/openSubjects.ts',
    rules: ['max-len', 'max-lines', 'max-lines-per-function', 'engine/regex-size', 'engine/no-word-list'],
    owner: '#39',
    reason: '20 word list(s) still written in code, not yet moved to src/engine/lexicon/; 3 regex(es) over 200 characters or 20 alternatives, not yet written as patterns; 44 line(s) over 160 characters, mostly long conditions and regexes; 1 function(s) over 80 lines, not yet split; over 500 lines, not yet split.',
  },
];
