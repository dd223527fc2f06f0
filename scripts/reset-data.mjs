// `npm run seed:reset`: empties the database (embedded or DATABASE_URL) and seeds the demo again.
import path from "node:path";
import { ensurePnpm, installDependencies } from "./lib/pnpm.mjs";
import { mustRun, root, step } from "./lib/run.mjs";

const env = { ...ensurePnpm(), DATA_DIR: process.env.DATA_DIR ?? path.join(root, ".data") };
installDependencies(env);
mustRun(
  "pnpm",
  ["exec", "turbo", "run", "build", "--filter=@storefront/api", "--output-logs=errors-only"],
  { env },
);
step("Resetting the demo data");
mustRun("node", ["apps/api/dist/seed/seed-command.js", "--reset"], { env });
