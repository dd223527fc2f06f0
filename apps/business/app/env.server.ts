import { z } from "zod";

/** The session secret of development and tests; production refuses it. */
export const developmentSessionSecret = "development-only-business-session-secret-change-me";

const envSchema = z.object({
  BUSINESS_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  BUSINESS_HOST: z.string().min(1).default("0.0.0.0"),
  /** Base URL of the API; every call's path is relative to it. */
  API_BASE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:4000/"),
  /** Signs the session cookie that holds a member of staff's token: 32 characters or more. */
  BUSINESS_SESSION_SECRET: z.string().min(32).default(developmentSessionSecret),
  /**
   * Proxies in front of this server whose X-Forwarded-For names the member of staff (a load
   * balancer), comma-separated addresses, CIDR ranges or `loopback`; none by default. Their
   * address goes on to the API with the sign-in calls it limits per client (ADR 025).
   */
  TRUSTED_PROXIES: z.string().default(""),
  /** Production unless told otherwise, so a forgotten variable never starts the dev tooling. */
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
});

export type Env = Omit<z.infer<typeof envSchema>, "TRUSTED_PROXIES"> & {
  TRUSTED_PROXIES: string[];
};

/**
 * Parses the business app's settings, or throws naming every bad variable; production refuses the
 * development session secret. `parseEnv({ BUSINESS_SESSION_SECRET: "x".repeat(32) }).BUSINESS_PORT === 3100`
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse({
    ...source,
    BUSINESS_SESSION_SECRET: source.BUSINESS_SESSION_SECRET || undefined,
  });
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  }
  if (
    result.data.NODE_ENV === "production" &&
    result.data.BUSINESS_SESSION_SECRET === developmentSessionSecret
  ) {
    throw new Error(
      "Invalid environment:\nBUSINESS_SESSION_SECRET: set a secret of your own in production",
    );
  }
  return {
    ...result.data,
    TRUSTED_PROXIES: result.data.TRUSTED_PROXIES.split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}

/** The settings of this process. This module is the only reader of `process.env`. */
export const env = parseEnv(process.env);

// React and Remix read NODE_ENV themselves; make them agree with the default chosen above.
process.env.NODE_ENV = env.NODE_ENV;
