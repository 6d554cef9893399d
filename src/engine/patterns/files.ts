/**
 * Every pattern file of this folder, by name (patterns.test.ts checks that none is left out). Add a file's import
 * here when you add the file.
 */
import asking from './asking.json';
import capitals from './capitals.json';
import clauseWords from './clause-words.json';
import corrections from './corrections.json';
import designTalk from './design-talk.json';
import handoff from './handoff.json';
import judging from './judging.json';
import morphology from './morphology.json';
import occasionPeople from './occasion-people.json';
import occasionPhrases from './occasion-phrases.json';
import occasions from './occasions.json';
import offTopic from './off-topic.json';
import personaReplies from './persona-replies.json';
import questionTopics from './question-topics.json';
import turnDecision from './turn-decision.json';
import routing from './routing.json';
import story from './story.json';
import speakerLife from './speaker-life.json';
import standardSpelling from './standard-spelling.json';
import studioVisits from './studio-visits.json';
import tagging from './tagging.json';
import talkAround from './talk-around.json';
import occasionContexts from './occasion-contexts.json';
import scenes from './scenes.json';
import choiceContexts from './choice-contexts.json';
import measuredSize from './measured-size.json';
import askingWords from './asking-words.json';
import subjectContexts from './subject-contexts.json';
import memorialContexts from './memorial-contexts.json';

/** One alternative of an `anyOf` pattern. */
export interface PatternEntry {
  id: string;
  about?: string;
  match: string;
  examples: string[];
  counterExamples: string[];
}

export interface PatternDefinition {
  about: string;
  flags?: string;
  match?: string;
  anyOf?: PatternEntry[];
  /** Wraps the `anyOf` alternatives: `["\\b(", ")\\b"]`; a non-capturing group when absent. */
  around?: string[];
  examples: string[];
  counterExamples: string[];
}

export interface PatternFile {
  about: string;
  patterns: Record<string, PatternDefinition>;
}

export const PATTERN_FILES: Record<string, PatternFile> = {
  'asking': asking as PatternFile,
  'capitals': capitals as PatternFile,
  'clause-words': clauseWords as PatternFile,
  'corrections': corrections as PatternFile,
  'design-talk': designTalk as PatternFile,
  'handoff': handoff as PatternFile,
  'judging': judging as PatternFile,
  'morphology': morphology as PatternFile,
  'occasion-people': occasionPeople as PatternFile,
  'occasion-phrases': occasionPhrases as PatternFile,
  'occasions': occasions as PatternFile,
  'off-topic': offTopic as PatternFile,
  'persona-replies': personaReplies as PatternFile,
  'question-topics': questionTopics as PatternFile,
  'turn-decision': turnDecision as PatternFile,
  'routing': routing as PatternFile,
  'story': story as PatternFile,
  'speaker-life': speakerLife as PatternFile,
  'standard-spelling': standardSpelling as PatternFile,
  'studio-visits': studioVisits as PatternFile,
  'tagging': tagging as PatternFile,
  'talk-around': talkAround as PatternFile,
  'occasion-contexts': occasionContexts as PatternFile,
  'scenes': scenes as PatternFile,
  'choice-contexts': choiceContexts as PatternFile,
  'measured-size': measuredSize as PatternFile,
  'asking-words': askingWords as PatternFile,
  'subject-contexts': subjectContexts as PatternFile,
  'memorial-contexts': memorialContexts as PatternFile,
};
