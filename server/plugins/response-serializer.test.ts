import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messagesPageSchema } from '#shared/schemas/conversations.ts';
import { responseSerializer } from './response-serializer.ts';

const route = { method: 'GET', url: '/api/example', httpStatus: '200' };

describe('responseSerializer', () => {
  it('drops the fields the response schema does not name', () => {
    const serialize = responseSerializer({ ...route, schema: z.object({ id: z.string(), sentAt: z.iso.datetime() }) });
    expect(serialize({ id: 'a', sentAt: '2026-11-27T05:00:00.000Z', passwordHash: 'x', email: 'a@b.c' })).toBe(
      '{"id":"a","sentAt":"2026-11-27T05:00:00.000Z"}',
    );
  });

  it('refuses an answer that does not match its schema (the error handler answers 500)', () => {
    const serialize = responseSerializer({ ...route, schema: z.object({ id: z.string(), sentAt: z.iso.datetime() }) });
    expect(() => serialize({ id: 1, sentAt: 'yesterday' })).toThrow(ResponseSerializationError);
  });

  it("writes what fastify-type-provider-zod's serializer writes, for a page of messages", () => {
    const page = {
      messages: Array.from({ length: 3 }, (_, i) => ({
        id: String(i),
        body: `message ${i}`,
        sentAt: new Date(Date.UTC(2026, 10, 27, 5, i)).toISOString(),
        fromMe: i % 2 === 0,
        readAt: i === 0 ? null : new Date(Date.UTC(2026, 10, 27, 6, i)).toISOString(),
        safetyNote: i === 2,
        call: i === 1 ? { kind: 'video', outcome: 'completed', durationSeconds: 75 } : null,
        conversationId: 'not in the schema',
      })),
      nextBefore: null,
    };
    const ours = responseSerializer({ ...route, schema: messagesPageSchema })(page);
    const theirs = serializerCompiler({ ...route, schema: messagesPageSchema })(page);
    expect(ours).toBe(theirs);
    expect(ours).not.toContain('conversationId');
  });
});
