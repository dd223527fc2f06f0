import { defineConfig } from "drizzle-kit";

/** `pnpm db:generate` writes SQL migrations into drizzle/ from the schema; both engines apply the same files. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
