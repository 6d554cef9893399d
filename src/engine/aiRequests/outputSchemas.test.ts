import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OUTPUT_SCHEMAS } from './outputSchemas.generated';
import { OUTPUT_SCHEMA_SOURCES } from './outputSchemas';
import { strictJsonSchema } from './strictSchema';

type Node = Record<string, unknown>;
function* objects(node: unknown): Generator<Node> {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) yield* objects(item);
    return;
  }
  const record = node as Node;
  if (record.type === 'object') yield record;
  for (const value of Object.values(record)) yield* objects(value);
}

describe('the strict JSON schemas sent to the provider', () => {
  it('match the zod schemas they are generated from (else run: npx tsx scripts/generate-ai-schemas.ts)', () => {
    for (const [name, schema] of Object.entries(OUTPUT_SCHEMA_SOURCES)) {
      expect(OUTPUT_SCHEMAS[name as keyof typeof OUTPUT_SCHEMAS], name).toEqual(strictJsonSchema(schema));
    }
  });

  it('follow strict mode: every object closed, every property required, no length keywords', () => {
    for (const schema of Object.values(OUTPUT_SCHEMAS)) {
      for (const object of objects(schema)) {
        expect(object.additionalProperties).toBe(false);
        expect([...(object.required as string[])].sort()).toEqual(Object.keys(object.properties as Node).sort());
      }
      expect(JSON.stringify(schema)).not.toMatch(/minLength|maxLength|\$schema|"default"/);
    }
  });

  it('refuses to turn an optional property into a strict schema', () => {
    expect(() => strictJsonSchema(z.strictObject({ a: z.string().optional() }))).toThrow(/nullable/);
    expect(() => strictJsonSchema(z.array(z.string()))).toThrow(/object at its root/);
  });
});
