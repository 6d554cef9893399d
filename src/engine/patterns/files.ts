/**
 * Every pattern file of this folder, by name (patterns.test.ts checks that none is left out). Add a file's import
 * here when you add the file.
 */
import asking from './asking.json';
import designTalk from './design-talk.json';
import morphology from './morphology.json';
import offTopic from './off-topic.json';

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
  'design-talk': designTalk as PatternFile,
  'morphology': morphology as PatternFile,
  'off-topic': offTopic as PatternFile,
};
