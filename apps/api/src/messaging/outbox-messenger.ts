import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.js";
import { messages } from "../db/schema/index.js";
import type { Messenger } from "./messenger.js";

/**
 * The default Messenger: writes each message to the `messages` table (the development inbox reads
 * it) and logs that it did, without the text, which may hold a code.
 * `await outboxMessenger(db, log).send({ businessId: 1, channel: "sms", to: "+96550000001", text, language: "en", now })`
 */
export function outboxMessenger(db: Database, log?: FastifyBaseLogger): Messenger {
  return {
    async send({ businessId, channel, to, text, now }) {
      const [row] = await db
        .insert(messages)
        .values({ businessId, channel, recipient: to, body: text, createdAt: now })
        .returning({ id: messages.id });
      log?.info({ messageId: row?.id, channel }, "message queued in the outbox");
    },
  };
}
