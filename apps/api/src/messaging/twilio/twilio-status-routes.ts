import type { FastifyPluginAsync } from "fastify";
import { RequestFailure } from "../../failures/request-failure.js";
import { isTwilioRequest } from "./twilio-signature.js";

/** Where Twilio posts each message's delivery reports: the StatusCallback the messenger sends. */
export const twilioStatusPath = "/webhooks/twilio/status";

export interface TwilioStatusOptions {
  readonly authToken: string;
  /**
   * The address Twilio was given for the callback, as the public sees it (behind a proxy the
   * request's own host differs): the signature covers it.
   */
  readonly statusCallbackUrl: string;
}

/**
 * Twilio's delivery reports (ADR 059): a post whose `X-Twilio-Signature` is not the auth token's
 * over the callback's address and its parameters is 401. A signed report is logged (message SID,
 * status, error code), never stored: the texts are codes, and a code is not re-sent on its own.
 */
export const twilioStatusRoutes: FastifyPluginAsync<TwilioStatusOptions> = async (
  app,
  { authToken, statusCallbackUrl },
) => {
  // Twilio posts a form; its signature covers the parameters as sent.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, body),
  );
  app.post(twilioStatusPath, async (request) => {
    const params = new URLSearchParams(typeof request.body === "string" ? request.body : "");
    const signature = request.headers["x-twilio-signature"];
    if (
      !isTwilioRequest(
        authToken,
        statusCallbackUrl,
        params,
        typeof signature === "string" ? signature : undefined,
      )
    ) {
      throw new RequestFailure(401, "UNAUTHORIZED", "The report's signature is not Twilio's");
    }
    const report = {
      messageSid: params.get("MessageSid"),
      status: params.get("MessageStatus"),
      errorCode: params.get("ErrorCode"),
    };
    if (report.status === "failed" || report.status === "undelivered") {
      request.log.warn(report, "Twilio could not deliver an SMS");
    } else {
      request.log.info(report, "Twilio reported an SMS");
    }
    return { error: 0, message: "" };
  });
};
