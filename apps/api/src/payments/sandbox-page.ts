import { formatMoney, money, rightToLeftLanguages } from "@storefront/domain";
import type { GatewayStatus } from "./payment-gateway.js";
import { sandboxPageLanguage, sandboxPageWords } from "./sandbox-words/index.js";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The sandbox gateway's hosted page: the amount to pay and three buttons, approve, decline and
 * cancel, each a plain form post (no script), as a bank's test page would offer. It speaks the
 * language the customer's interface spoke when the payment opened (any of the 41 interface
 * languages), right to left where that language is written so; a language the interface does not
 * have reads English.
 */
export function sandboxPage(payment: {
  id: string;
  amount: number;
  currency: string;
  status: GatewayStatus;
  language: string;
}): string {
  const language = sandboxPageLanguage(payment.language);
  const words = sandboxPageWords[language];
  const direction = rightToLeftLanguages.includes(language) ? "rtl" : "ltr";
  const amount = escape(formatMoney(money(payment.amount, payment.currency), language));
  const action = (decision: string) => `/sandbox/pay/${encodeURIComponent(payment.id)}/${decision}`;
  return `<!doctype html>
<html lang="${language}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(words.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
form{display:inline}
button{font:inherit;padding:.75rem 1.25rem;margin-block:.25rem;margin-inline:0 .5rem;border-radius:.5rem;border:1px solid #52606d;background:#fff;cursor:pointer}
button.approve{background:#0b6e4f;border-color:#0b6e4f;color:#fff}
</style>
</head>
<body>
<main>
<h1>${escape(words.heading)}</h1>
<p>${escape(words.note)}</p>
<p class="amount"><bdi>${amount}</bdi></p>
${
  payment.status !== "initiated"
    ? `<p role="status">${escape(words.decided[payment.status])}</p>`
    : `<form method="post" action="${action("approve")}"><button class="approve" type="submit">${escape(words.approve)}</button></form>
<form method="post" action="${action("decline")}"><button type="submit">${escape(words.decline)}</button></form>
<form method="post" action="${action("cancel")}"><button type="submit">${escape(words.cancel)}</button></form>`
}
</main>
</body>
</html>`;
}
