import { formatMoney, money } from "@storefront/domain";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The sandbox gateway's hosted page: the amount to pay and three buttons, approve, decline and
 * cancel, each a plain form post (no script), as a bank's test page would offer.
 */
export function sandboxPage(payment: {
  id: string;
  amount: number;
  currency: string;
  status: string;
}): string {
  const amount = escape(formatMoney(money(payment.amount, payment.currency), "en"));
  const action = (decision: string) => `/sandbox/pay/${encodeURIComponent(payment.id)}/${decision}`;
  const decided = payment.status !== "initiated";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
form{display:inline}
button{font:inherit;padding:.75rem 1.25rem;margin:.25rem .5rem .25rem 0;border-radius:.5rem;border:1px solid #52606d;background:#fff;cursor:pointer}
button.approve{background:#0b6e4f;border-color:#0b6e4f;color:#fff}
</style>
</head>
<body>
<main>
<h1>Sandbox payment gateway</h1>
<p>This is the test gateway: no money moves.</p>
<p class="amount">${amount}</p>
${
  decided
    ? `<p role="status">This payment is already ${escape(payment.status)}.</p>`
    : `<form method="post" action="${action("approve")}"><button class="approve" type="submit">Approve payment</button></form>
<form method="post" action="${action("decline")}"><button type="submit">Decline</button></form>
<form method="post" action="${action("cancel")}"><button type="submit">Cancel</button></form>`
}
</main>
</body>
</html>`;
}
