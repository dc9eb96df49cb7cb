import type { FastifyBaseLogger } from 'fastify';
import { contactMessages } from '#shared/rules/contact.ts';
import type { ContactRequest } from '#shared/schemas/contact.ts';
import type { Database } from '#server/db/database.ts';
import { TooManyRequestsError } from '#server/lib/errors.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import { createContactRepository } from './contact.repository.ts';

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService(deps: {
  db: Database;
  throttle: ThrottleService;
  logger: FastifyBaseLogger;
  publish: Publish;
}) {
  const { throttle, logger, publish } = deps;
  const repository = createContactRepository(deps.db);
  return {
    /** Stores a message from the landing page's contact form (D18: stored, and the sender is told so). */
    async submit(input: ContactRequest, ctx: { ip: string; requestId: string }): Promise<void> {
      if (!(await throttle.consume(THROTTLE_RULES.contactPerIp, ctx.ip))) {
        logger.warn({ requestId: ctx.requestId }, 'contact message refused: too many from this address');
        throw new TooManyRequestsError(contactMessages.tooMany);
      }
      const { id } = await repository.insert({
        name: input.contactName.trim(),
        email: input.contactEmail.trim(),
        phone: input.phone.trim(),
        subject: input.subject === '' ? null : input.subject,
        message: input.message.trim(),
      });
      // The id only: names, addresses and messages are personal data and stay out of the log.
      logger.info({ requestId: ctx.requestId, contactMessageId: id }, 'contact message stored');
      await publish({ topic: 'admin', admins: true });
    },

    /** D18: super admins read the messages (the admin service guards who asks). */
    list: () => repository.list(),
    setRead: (id: string, read: boolean) => repository.setRead(id, read),
  };
}
