import fc from 'fast-check';
import type { OpenApiParameter } from './fuzz-harness.ts';
import type { RawBody } from './multipart-arbitrary.ts';
import {
  CONTENT_TYPES,
  HOSTILE_STRINGS,
  RAW_BODIES,
  hostileValue,
  mutateOne,
  validValue,
  type Hints,
  type JsonSchema,
} from './schema-arbitraries.ts';

/** The parts of a generated request: path params, query strings, bodies and cookies. */

function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded: send the bytes it would have had, themselves invalid UTF-8.
    return '%ED%A0%80';
  }
}

const RAW_PARAMS = ['..', '.', '%2e%2e', '..%2f..%2f', '%00', '%', '%zz', 'a/b', '', '%2F', '%E0%A4%A', ';', '?', '#'];

export function paramArbitrary(parameter: OpenApiParameter, ids: string[], components: Record<string, JsonSchema>) {
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 2, arbitrary: validValue(parameter.schema, components).map((v) => encodeSegment(String(v))) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.slice(0, 62)).map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PARAMS) },
  ];
  // Real records most of the time (issue 25: a third of the cases at least must reach the handler).
  if (ids.length > 0) options.push({ weight: 20, arbitrary: fc.constantFrom(...ids).map(encodeSegment) });
  return fc.oneof(...options);
}

const RAW_QUERIES = [
  '%',
  'a=%zz',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '__proto__=1',
  '&&&==&',
  '=',
  'a[]=1&a[]=2',
  'a[b][c][d][e][f]=1',
  'kind=profile&kind=gallery',
  'limit=1&limit=2',
  'since=2020-01-01T00:00:00Z&since=x',
  'page=1e309',
  'q=' + '%25'.repeat(300),
  'x=1&'.repeat(2_000),
];

function serializeQuery(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `q=${encodeSegment(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`;
  }
  const parts: string[] = [];
  for (const [key, entry] of Object.entries(value)) {
    const values = Array.isArray(entry) ? entry : [entry];
    for (const item of values) {
      const text = typeof item === 'string' ? item : item === undefined ? '' : (JSON.stringify(item) ?? '');
      parts.push(`${encodeSegment(key)}=${encodeSegment(text)}`);
    }
  }
  return parts.join('&');
}

export function queryArbitrary(parameters: OpenApiParameter[], components: Record<string, JsonSchema>) {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    properties[parameter.name] = parameter.schema;
    if (parameter.required) required.push(parameter.name);
  }
  const valid = validValue({ type: 'object', properties, required }, components);
  return fc.oneof(
    { weight: 9, arbitrary: valid.map(serializeQuery) },
    { weight: 4, arbitrary: valid.chain(mutateOne).map(serializeQuery) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

/**
 * Bodies valid by default (hinted fields with their hints, so refinements and services accept
 * them), with a share of schema-valid ones, one-field mutations, hostile values and raw texts.
 */
export function jsonBodyArbitrary(schema: JsonSchema, components: Record<string, JsonSchema>, hints: Hints) {
  const valid = validValue(schema, components, hints);
  const accepted = validValue(schema, components, hints, true);
  const json = (value: unknown) => JSON.stringify(value) ?? 'null';
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant<string | undefined>('application/json') },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  const text = fc.oneof(
    { weight: 12, arbitrary: accepted.map(json) },
    { weight: 2, arbitrary: valid.map(json) },
    { weight: 5, arbitrary: valid.chain(mutateOne).map(json) },
    { weight: 1, arbitrary: hostileValue().map(json) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
  );
  return fc.record({ payload: text, contentType });
}

/** Operations without a request body still get one now and then: it must be ignored or refused. */
export function strayBodyArbitrary(): fc.Arbitrary<RawBody> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<RawBody>({ payload: undefined, contentType: undefined }) },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.oneof(
          fc.constantFrom(...RAW_BODIES.slice(0, 28)),
          hostileValue().map((v) => JSON.stringify(v) ?? ''),
        ),
        contentType: fc.oneof(fc.constant<string | undefined>('application/json'), fc.constantFrom(...CONTENT_TYPES)),
      }),
    },
  );
}

export const BROKEN_COOKIES = [
  'better-auth.session_token=garbage',
  'better-auth.session_token=',
  'better-auth.session_token=%zz',
  'better-auth.session_token=' + 'a'.repeat(5000),
  'better-auth.session_token=a.b.c; better-auth.session_token=d.e.f',
  '__Secure-better-auth.session_token=forged.signature',
  '=;;==; x',
  'better-auth.session_token="\'OR 1=1--"',
];
