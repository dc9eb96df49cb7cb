import fc from 'fast-check';

/**
 * Request generators for the fuzz suite (ADR 0018): values valid by a route's own OpenAPI JSON
 * schema, the same values with one part made hostile, and hostile values on their own.
 */

/** The part of JSON Schema that fastify-type-provider-zod writes into the OpenAPI document. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

/** Valid-value generators by field name, for values a schema cannot say (an existing id, a strong password). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

export function resolveRef(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = components[name];
  if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
  return resolveRef(target, components);
}

const NO_TYPE_STRINGS = fc.string({ maxLength: 40, unit: 'grapheme' });

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= maxLength);
  }
  // At the exact bounds as often as in between. Lengths count UTF-16 units, as zod does: a
  // grapheme of several units may not push a value over the bound.
  const withinBounds = (value: string) => value.length >= minLength && value.length <= maxLength;
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 30), unit: 'grapheme' }).filter(withinBounds),
    fc.string({ minLength, maxLength, unit: 'binary' }).filter(withinBounds),
    fc.constant('x'.repeat(Math.max(minLength, maxLength))),
    fc.constant('é'.repeat(Math.max(minLength, maxLength))),
  );
}

/**
 * A value the schema accepts (as far as a JSON schema can tell; zod refinements may still refuse).
 * A hinted field takes its hint three times in four, or always when `onlyHints` (the values a
 * route's refinements and services accept: what reaches the handler).
 */
export function validValue(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  hints: Hints = {},
  onlyHints = false,
): fc.Arbitrary<unknown> {
  const resolved = resolveRef(schema, components);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => validValue(option, components, hints, onlyHints)));
  if ('const' in resolved) return fc.constant(resolved.const);
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case 'string':
      return stringArbitrary(resolved);
    case 'integer': {
      const min = resolved.minimum ?? -(2 ** 31);
      const max = resolved.maximum ?? 2 ** 31 - 1;
      // The bounds themselves as often as the values between them.
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max, Math.min(Math.max(0, min), max)));
    }
    case 'number':
      return fc.double({ min: resolved.minimum ?? -1e9, max: resolved.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(resolved.items ?? {}, components, hints, onlyHints), { maxLength: 5 });
    case 'object': {
      const properties = resolved.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        const hint = hints[name];
        model[name] = hint
          ? onlyHints
            ? hint
            : fc.oneof({ weight: 3, arbitrary: hint }, validValue(property, components, hints))
          : validValue(property, components, hints, onlyHints);
      }
      // What reaches the handler sends every hinted field, optional ones included.
      const hinted = onlyHints ? Object.keys(properties).filter((name) => hints[name]) : [];
      return fc.record(model, { requiredKeys: [...new Set([...(resolved.required ?? []), ...hinted])] });
    }
    default:
      return NO_TYPE_STRINGS;
  }
}

/** Strings that have broken web applications: injections, encodings, boundaries, odd unicode. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   padded   ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\t\r\n',
  '\r\nSet-Cookie: pwned=1',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '" OR ""="',
  '\\',
  '%',
  '%zz',
  '%%',
  '_',
  '*',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '00',
  '0x1F',
  '1e309',
  '2147483648',
  '9007199254740993',
  '1.5',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '12345678-1234-1234-1234-123456789abc',
  '{12345678-1234-4234-8234-123456789abc}',
  '12345678123442348234123456789abc',
  'zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\u202Eevil',
  'Z̴̡̪̫͖a̷͚͙l̸̢̛͈g̷o̶',
  '𝕳𝖊𝖑𝖑𝖔 👨‍👩‍👧‍👦',
  'ﷺ',
  'İstanbul',
  'ß',
  'a'.repeat(255),
  'a'.repeat(4097),
  '✓'.repeat(20_000),
  'x'.repeat(200_000),
];

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  1,
  0.5,
  -1e-7,
  17,
  18,
  101,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Deep nesting, prototype keys and plain wrong types, as values (JSON-encodable). */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.constantFrom([], {}, [null], ['a', 'b'], { $gt: '' }, { $ne: null }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }).map(nested) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Keys a body should never honour: prototype pollution and fields a member may not set. */
export const HOSTILE_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'membershipType',
  'accountStatus',
  'isAdmin',
  'id',
  'userId',
  'emailVerified',
  '',
  ' ',
  'a.b',
  '$where',
  '\u0000',
];

/** Raw request bodies that are not (quite) JSON, or JSON that a parser might choke on. */
export const RAW_BODIES: readonly string[] = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'null',
  'true',
  '0',
  '-1',
  '1e309',
  '"string"',
  '[]',
  '[1,2,3]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1e309}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\u0000',
  '\uFEFF{}',
  '{"x":1,"x":2}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000),
  '"' + 'x'.repeat(1_100_000) + '"',
  'a=1&b=2',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
];

/** Content-Type values: right, almost right and wrong (ASCII only: a header can carry no more). */
export const CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/html',
  'application/xml',
  'application/vnd.api+json',
  'application/octet-stream',
  '',
  ';;;',
  'application/json; boundary=--',
];

/** Replaces, adds or removes one field of a valid object; anything else becomes hostile whole. */
export function mutateOne(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return hostileValue();
  const keys = Object.keys(value);
  const replace =
    keys.length === 0
      ? hostileValue()
      : fc
          .tuple(fc.constantFrom(...keys), hostileValue())
          .map(([key, hostile]) => ({ ...(value as Record<string, unknown>), [key]: hostile }));
  const remove =
    keys.length === 0
      ? fc.constant(value)
      : fc.constantFrom(...keys).map((key) => {
          const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
          delete copy[key];
          return copy;
        });
  const add = fc
    .tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })), hostileValue())
    .map(([key, hostile]) => {
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      // defineProperty: a key named __proto__ becomes an own, serialised key, as an attacker sends it.
      Object.defineProperty(copy, key, { value: hostile, enumerable: true, configurable: true, writable: true });
      return copy;
    });
  return fc.oneof({ weight: 4, arbitrary: replace }, { weight: 1, arbitrary: remove }, { weight: 2, arbitrary: add });
}
