import type { FastifyBaseLogger } from 'fastify';

export type Background = ReturnType<typeof createBackground>;

/**
 * Work a request starts but does not wait for (mail, announcements that must follow the answer):
 * it begins on the next turn of the event loop, after the answer was written, so it can neither
 * lengthen the answer nor overtake it; it is logged when it fails (never thrown into the void) and
 * awaited at close (`settled`).
 */
export function createBackground(logger: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<void>) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => logger.error({ err: error }, what))
        .finally(() => running.delete(task));
      running.add(task);
    },

    /** Resolves once the work started in the background has finished. */
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
