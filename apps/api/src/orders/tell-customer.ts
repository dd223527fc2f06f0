import { type InterfaceLanguage, pickText } from "@storefront/domain";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.js";
import { businesses, otpChallenges } from "../db/schema/index.js";
import type { MessageChannel, Messenger } from "../messaging/messenger.js";
import { messageLanguage } from "../messaging/otp-message.js";
import type { MovedOrder } from "./move-order.js";
import { statusTexts } from "./status-message-texts.js";

const textKeys: Readonly<Record<number, "rejected" | "ready" | "out" | "delivered" | "cancelled">> =
  { 2: "rejected", 3: "ready", 4: "out", 5: "delivered", 9: "cancelled" };

/**
 * The text a customer gets when their order moves, or null for a move they need not hear of
 * (a scheduled order becoming pending). Digits stay Latin, like a code's.
 */
export function statusMessage(input: {
  readonly language: InterfaceLanguage;
  readonly businessName: string;
  readonly timeZone: string;
  readonly order: Pick<MovedOrder, "id" | "status" | "expectedAt" | "reason">;
}): string | null {
  const { language, businessName, timeZone, order } = input;
  const texts = statusTexts[language];
  const key =
    order.status === 1 ? (order.expectedAt ? "acceptedAt" : "accepted") : textKeys[order.status];
  if (!key) return null;
  const time = order.expectedAt
    ? new Intl.DateTimeFormat(language, {
        hour: "numeric",
        minute: "2-digit",
        timeZone,
        numberingSystem: "latn",
      }).format(order.expectedAt)
    : "";
  const fill = (template: string) =>
    template.replace(/\{(name|order|time|reason)\}/g, (_, field: string) =>
      field === "name"
        ? businessName
        : field === "order"
          ? String(order.id)
          : field === "time"
            ? time
            : (order.reason ?? ""),
    );
  const said = fill(texts[key]);
  return order.reason && (key === "rejected" || key === "cancelled")
    ? `${said} ${fill(texts.reason)}`
    : said;
}

/**
 * Tells a customer their order moved, through the Messenger port, in the language they ordered
 * in: on the channel they chose when they last signed in with that phone, else by SMS. Sent after
 * the move committed; a failed send is logged and never undoes the move (ADR 062).
 */
export function customerTeller(db: Database, messenger: Messenger, log: FastifyBaseLogger) {
  return async (order: MovedOrder, now: Date): Promise<void> => {
    try {
      const [business] = await db
        .select({
          name: businesses.name,
          locales: businesses.locales,
          timeZone: businesses.timeZone,
        })
        .from(businesses)
        .where(eq(businesses.id, order.businessId));
      if (!business) return;
      const language = messageLanguage(order.language, business.locales);
      const text = statusMessage({
        language,
        businessName: pickText(business.name, language, business.locales),
        timeZone: business.timeZone,
        order,
      });
      if (!text) return;
      const channel = await chosenChannel(db, order);
      await messenger.send({
        businessId: order.businessId,
        channel,
        to: order.phone,
        text,
        language,
        now,
      });
    } catch (error) {
      log.error({ err: error, orderId: order.id }, "the customer could not be told of a move");
    }
  };
}

/** The channel of the customer's last sign-in with the order's phone; SMS for a guest. */
async function chosenChannel(db: Database, order: MovedOrder): Promise<MessageChannel> {
  if (order.userId === null) return "sms";
  const [last] = await db
    .select({ channel: otpChallenges.channel })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.businessId, order.businessId),
        eq(otpChallenges.phone, order.phone),
        eq(otpChallenges.purpose, "login"),
        isNotNull(otpChallenges.usedAt),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return last?.channel ?? "sms";
}
