/**
 * ESLint rules that keep src/engine readable (issue #39): the engine's vocabularies and patterns are data
 * (src/engine/lexicon/, src/engine/patterns/, JSON tables beside the code), not ever-growing literals in code.
 *
 * - `engine/regex-size`: no regular expression (a literal, or `new RegExp` / `RegExp` on a string written in
 *   the code) longer than MAX_REGEX_CHARS characters or with more than MAX_ALTERNATIVES alternatives (`|` + 1,
 *   counted outside character classes and escapes). Parts built from data (`${…}` in a template) are not counted.
 * - `engine/no-word-list`: no list of more than MAX_WORDS words written in code: an array of string literals,
 *   an object of literal values (a word table), a string split into words (`'a b c'.split(' ')`) or joined by `|`
 *   (`'red|green|…'`), or a regex group that only alternates plain words.
 *
 * Line, file and function length use ESLint's own max-len, max-lines and max-lines-per-function (eslint.config.js).
 */

/** Longer regexes are patterns: write them as data (src/engine/patterns/) over lexicon classes. */
export const MAX_REGEX_CHARS = 200;
/** More alternatives than this is a vocabulary hiding in a regex. */
export const MAX_ALTERNATIVES = 20;
/** More words than this is a lexicon: src/engine/lexicon/ (or a JSON table beside the code). */
export const MAX_WORDS = 10;

/** Counts `|` at any depth, skipping escapes and character classes. */
export function countAlternatives(source) {
  let count = 1;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i += 1;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '|') count += 1;
  }
  return count;
}

/** A plain word as a regex alternative: letters (any script), apostrophes, hyphens, spaces, and an optional plural `s?`. */
const PLAIN_WORD = /^[\p{L}\p{N}' -]+(?:s\?)?$/u;

/** The largest number of plain-word alternatives in one group of `source` (the whole pattern is a group too). */
export function largestWordAlternation(source) {
  let largest = 0;
  // a stack of groups, each collecting its top-level alternatives as text
  const stack = [{ alternatives: [''] }];
  let inClass = false;
  const append = (text) => {
    for (const group of stack) group.alternatives[group.alternatives.length - 1] += text;
  };
  const close = (group) => {
    if (group.alternatives.length > MAX_WORDS && group.alternatives.every((a) => PLAIN_WORD.test(a))) largest = Math.max(largest, group.alternatives.length);
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      append(source.slice(i, i + 2));
      i += 1;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      append(c);
      continue;
    }
    if (c === '[') {
      inClass = true;
      append(c);
    } else if (c === '(') {
      append(c);
      const prefix = /^\(\?(?::|=|!|<=|<!|<[A-Za-z_]\w*>)/.exec(source.slice(i));
      if (prefix) i += prefix[0].length - 1;
      stack.push({ alternatives: [''] });
    } else if (c === ')') {
      const group = stack.length > 1 ? stack.pop() : undefined;
      if (group) close(group);
      append(c);
    } else if (c === '|') {
      stack[stack.length - 1].alternatives.push('');
    } else append(c);
  }
  for (const group of stack) {
    group.alternatives = group.alternatives.map((a) => a.replace(/^\^|\$$/g, '').replace(/^\\b|\\b$/g, ''));
    close(group);
  }
  return largest;
}

/** The source of a regex written in code: a literal, or the string passed to (new) RegExp. */
function regexSource(node) {
  if (node.type === 'Literal' && node.regex) return node.regex.pattern;
  if ((node.type === 'NewExpression' || node.type === 'CallExpression') && node.callee.type === 'Identifier' && node.callee.name === 'RegExp') {
    return staticText(node.arguments[0]);
  }
  return undefined;
}

/** The text of a string written in code (template parts only; `${…}` is data and not counted). */
function staticText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.raw).join('');
  if (node.type === 'TaggedTemplateExpression') return node.quasi.quasis.map((q) => q.value.raw).join('');
  return undefined;
}

const regexSize = {
  meta: {
    type: 'suggestion',
    docs: { description: `Regexes in the engine stay small: at most ${MAX_REGEX_CHARS} characters and ${MAX_ALTERNATIVES} alternatives.` },
    schema: [],
    messages: {
      tooLong: 'Regex of {{chars}} characters (max {{max}}): write it as a pattern over lexicon classes (src/engine/patterns/).',
      tooManyAlternatives: 'Regex with {{count}} alternatives (max {{max}}): put the words in a lexicon (src/engine/lexicon/) and match the class.',
    },
  },
  create(context) {
    const check = (node) => {
      const source = regexSource(node);
      if (source === undefined) return;
      if (source.length > MAX_REGEX_CHARS) context.report({ node, messageId: 'tooLong', data: { chars: source.length, max: MAX_REGEX_CHARS } });
      const count = countAlternatives(source);
      if (count > MAX_ALTERNATIVES) context.report({ node, messageId: 'tooManyAlternatives', data: { count, max: MAX_ALTERNATIVES } });
    };
    return { Literal: check, NewExpression: check, CallExpression: check };
  },
};

const isStringElement = (e) => !!e && ((e.type === 'Literal' && typeof e.value === 'string') || (e.type === 'TemplateLiteral' && e.expressions.length === 0));
const isLiteralValue = (v) => !!v && v.type === 'Literal' && (typeof v.value === 'string' || typeof v.value === 'number');

const noWordList = {
  meta: {
    type: 'suggestion',
    docs: { description: `No list of more than ${MAX_WORDS} words in engine code: lexicons and tables are data.` },
    schema: [],
    messages: {
      list: 'A list of {{count}} words in code (max {{max}}): move it to src/engine/lexicon/ (a word class) or a JSON table beside the code.',
    },
  },
  create(context) {
    const report = (node, count) => context.report({ node, messageId: 'list', data: { count, max: MAX_WORDS } });
    return {
      ArrayExpression(node) {
        const strings = node.elements.filter(isStringElement).length;
        if (strings > MAX_WORDS && strings === node.elements.length) report(node, strings);
      },
      ObjectExpression(node) {
        const props = node.properties.filter((p) => p.type === 'Property' && !p.computed && isLiteralValue(p.value));
        if (props.length > MAX_WORDS && props.length === node.properties.length) report(node, props.length);
      },
      Literal(node) {
        if (node.regex) {
          const words = largestWordAlternation(node.regex.pattern);
          if (words > MAX_WORDS) report(node, words);
          return;
        }
        if (typeof node.value !== 'string') return;
        const piped = node.value.split('|');
        if (piped.length > MAX_WORDS && piped.every((w) => PLAIN_WORD.test(w))) return report(node, piped.length);
        const parent = node.parent;
        const splitCall = parent && parent.type === 'MemberExpression' && parent.object === node && parent.property.name === 'split';
        const words = node.value.trim().split(/\s+/);
        if (splitCall && words.length > MAX_WORDS) report(node, words.length);
      },
      'NewExpression, CallExpression'(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'RegExp') return;
        const source = staticText(node.arguments[0]);
        if (source === undefined) return;
        const words = largestWordAlternation(source);
        if (words > MAX_WORDS) report(node, words);
      },
      TemplateLiteral(node) {
        if (node.parent && node.parent.type === 'TaggedTemplateExpression') return;
        const text = node.quasis.map((q) => q.value.raw).join('');
        if (node.parent && (node.parent.type === 'NewExpression' || node.parent.type === 'CallExpression')) return;
        const piped = text.split('|');
        if (piped.length > MAX_WORDS && piped.every((w) => PLAIN_WORD.test(w))) report(node, piped.length);
      },
      TaggedTemplateExpression(node) {
        if (node.parent && (node.parent.type === 'NewExpression' || node.parent.type === 'CallExpression')) return;
        const text = node.quasi.quasis.map((q) => q.value.raw).join('');
        const piped = text.split('|');
        if (piped.length > MAX_WORDS && piped.every((w) => PLAIN_WORD.test(w))) report(node, piped.length);
      },
    };
  },
};

export default { meta: { name: 'inkclarity-engine' }, rules: { 'regex-size': regexSize, 'no-word-list': noWordList } };
