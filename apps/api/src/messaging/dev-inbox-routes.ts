import { type DevInboxAnswer, endpoints } from "@storefront/api-client";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { messages } from "../db/schema/index.js";

/**
 * The development inbox: the last 20 messages the outbox Messenger wrote to a phone, newest
 * first, so the demo and the tests can read a code. Registered only when the development inbox is
 * allowed, never in production (env.ts refuses DEV_INBOX there).
 */
export const devInboxRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  serve(app, endpoints.devInbox, async ({ query: { phone } }) => {
    const rows = await db
      .select()
      .from(messages)
      .where(eq(messages.recipient, phone))
      .orderBy(desc(messages.id))
      .limit(20);
    const answer: DevInboxAnswer = {
      error: 0,
      message: "",
      messages: rows.map((row) => ({
        channel: row.channel,
        to: row.recipient,
        text: row.body,
        created_at: row.createdAt.toISOString(),
      })),
    };
    return answer;
  });
};
