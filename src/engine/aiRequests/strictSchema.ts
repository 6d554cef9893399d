/**
 * Turns a zod schema into the JSON schema strict structured outputs accept. OpenAI's Structured
 * Outputs guide ("Supported schemas") allows a subset of JSON Schema: the root is an object, every
 * object sets `additionalProperties: false` and lists every property in `required`, and only some
 * keywords are supported; an unsupported keyword makes the request a 400. The subset kept here is
 * the one that guide lists for types, objects, arrays, enums and numbers; string length limits
 * and patterns are dropped (the answer is validated against the zod schema anyway).
 */
import { z } from 'zod';
import strictKeywords from './data/strictSchemaKeywords.json';

export type JsonSchema = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | JsonSchema;

/** The keywords sent to the provider (data/strictSchemaKeywords.json); anything else zod writes is left out. */
const KEPT_KEYWORDS = new Set<string>(strictKeywords.kept);

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function normalise(node: JsonSchema, path: string): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (!KEPT_KEYWORDS.has(key)) continue;
    if (key === 'properties' && isSchema(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, normalise(child as JsonSchema, `${path}.${name}`)]));
    } else if (key === 'items' && isSchema(value)) {
      out.items = normalise(value, `${path}[]`);
    } else if (key === 'anyOf' && Array.isArray(value)) {
      out.anyOf = value.map((child, i) => normalise(child as JsonSchema, `${path}|${i}`));
    } else {
      out[key] = value;
    }
  }
  if (out.type === 'object') {
    const names = Object.keys(isSchema(out.properties) ? out.properties : {});
    const required = Array.isArray(out.required) ? out.required : [];
    const optional = names.filter((name) => !required.includes(name));
    // Strict mode has no optional properties: the zod schema must say `.nullable()` instead.
    if (optional.length > 0) throw new Error(`${path}: optional properties (${optional.join(', ')}) are not allowed in a strict schema; make them nullable.`);
    out.additionalProperties = false;
  }
  return out;
}

/** The strict JSON schema of a zod object schema. */
export function strictJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema) as JsonSchema;
  if (json.type !== 'object') throw new Error('A structured output schema must be an object at its root.');
  return normalise(json, '$');
}
