import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { HOSTILE_KEYS, mutateOne, validValue, type JsonSchema } from './schema-arbitraries.ts';
import { minimumReach } from './fuzz-reach.ts';

/** The generators themselves: a fuzz suite whose "valid" values are not valid proves little. */

const components: Record<string, JsonSchema> = {
  Answer: { type: 'string', enum: ['accepted', 'rejected'] },
};
const schema: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 8 },
    code: { type: 'string', pattern: '^\\+\\d{1,4}$' },
    height: { anyOf: [{ type: 'integer', minimum: 50, maximum: 300 }, { type: 'null' }] },
    answer: { $ref: '#/components/schemas/Answer' },
    id: { type: 'string', format: 'uuid' },
    optional: { type: 'boolean' },
  },
  required: ['name', 'code', 'height', 'answer', 'id'],
  additionalProperties: false,
};

describe('schema arbitraries', () => {
  test.prop([validValue(schema, components)])('valid values keep every constraint of the schema', (value) => {
    const record = value as Record<string, unknown>;
    expect(Object.keys(record).every((key) => key in (schema.properties ?? {}))).toBe(true);
    for (const key of schema.required ?? []) expect(record).toHaveProperty(key);
    expect(String(record.name).length).toBeGreaterThanOrEqual(1);
    expect(String(record.name).length).toBeLessThanOrEqual(8);
    expect(record.code).toMatch(/^\+\d{1,4}$/);
    expect(record.height === null || (Number.isInteger(record.height) && (record.height as number) >= 50)).toBe(true);
    expect(['accepted', 'rejected']).toContain(record.answer);
    expect(record.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  test.prop([validValue(schema, components).chain((value) => mutateOne(value).map((mutated) => [value, mutated]))])(
    'a mutated body is JSON, and an added key (even __proto__) is really sent',
    ([value, mutated]) => {
      const sent = JSON.stringify(mutated);
      expect(typeof sent).toBe('string');
      const parsed = JSON.parse(sent ?? 'null') as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const added = Object.keys(parsed).filter((key) => !(key in (value as object)));
        for (const key of added) expect(sent).toContain(JSON.stringify(key));
      }
    },
  );

  test.prop([fc.constantFrom(...HOSTILE_KEYS)])('prototype keys survive as own keys of the body', (key) => {
    const body: Record<string, unknown> = {};
    Object.defineProperty(body, key, { value: 1, enumerable: true, configurable: true, writable: true });
    expect(JSON.stringify(body)).toBe(`{${JSON.stringify(key)}:1}`);
  });
});

describe('the reach a sample must show (issue 25)', () => {
  test('is a third less three standard errors of the sample: 27.0% of 500 cases, 28.9% of 1,000', () => {
    expect(minimumReach(500)).toBeCloseTo(0.27, 3);
    expect(minimumReach(1_000)).toBeCloseTo(0.2886, 3);
    expect(minimumReach(100_000)).toBeLessThan(1 / 3);
    expect(minimumReach(100_000)).toBeGreaterThan(0.328);
  });
});
