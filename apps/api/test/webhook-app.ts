import Fastify, { type FastifyInstance, type FastifyPluginAsync } from "fastify";
import { registerFailureHandlers } from "../src/failures/failure-handlers.js";
import { readJsonAsUtf8 } from "../src/failures/utf8-json.js";

/** A provider's webhook on its own, answering failures as the API does, with what it logged. */
export function webhookApp(webhook: FastifyPluginAsync): {
  app: FastifyInstance;
  logged: () => Record<string, unknown>[];
} {
  const lines: string[] = [];
  const app = Fastify({
    logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
  });
  registerFailureHandlers(app);
  readJsonAsUtf8(app);
  app.register(webhook);
  return {
    app,
    logged: () =>
      lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter(
          (entry) =>
            typeof entry.msg === "string" &&
            !String(entry.msg).startsWith("incoming") &&
            entry.msg !== "request completed",
        ),
  };
}
