export { signWebhookBody, verifyWebhookSignature } from "./webhook-signature.js";
