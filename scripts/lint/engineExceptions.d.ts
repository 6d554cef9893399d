/** Types for engineExceptions.js (plain JS so eslint.config.js can import it). */
export interface EngineException {
  /** A path from the repository root. */
  file: string;
  /** The rules switched off for that file. */
  rules: string[];
  /** Who will fix it: an issue number, or the lead. */
  owner: string;
  /** Why it is still excused, and what is left to do. */
  reason: string;
}
export declare const ENGINE_EXCEPTIONS: EngineException[];
