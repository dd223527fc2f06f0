// `pnpm test:load`: two API and two storefront processes on one PostgreSQL database (a throwaway
// one on the server `npm test` finds), each kind behind a round robin, under a bounded load of
// browsing, carts, orders with a coupon, online payments, wallet packages spent on orders and the
// owner moving orders on; then the audit (load-audit.ts). Prints throughput and p99 per call and
// exits 1 when the audit finds anything.
import { driveLoad } from "./drive-load.js";

const sound = await driveLoad({
  title: "test:load",
  serverUrl: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  clients: Number(process.env.LOAD_CLIENTS ?? 12),
  journeys: Number(process.env.LOAD_JOURNEYS ?? 480),
});
process.exit(sound ? 0 : 1);
