import { z } from "zod";
import { storefrontHosts } from "./business/business-host";
import { mediaOrigins } from "./images/allowed-image";

const envSchema = z.object({
  STOREFRONT_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  STOREFRONT_HOST: z.string().min(1).default("0.0.0.0"),
  /** Base URL of the v5 API; every call's path is relative to it. */
  API_BASE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:4000/"),
  /**
   * The map's tile pictures, a Leaflet URL template with {z}, {x} and {y} (and {s} for a
   * subdomain); the Content-Security-Policy lets pages load images from its host. With no tile
   * server reachable the map still draws the zones and takes a pin.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s'";,]+$/, "an http(s) URL without spaces, quotes, commas or semicolons")
    .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), {
      message: "must hold {z}, {x} and {y}",
    })
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** Who to credit for the tiles, shown on the map (the default tiles' licence asks for it). */
  MAP_TILE_ATTRIBUTION: z.string().max(300).default("© OpenStreetMap contributors"),
  /**
   * Origins images may come from (spec 5), comma-separated; pages show no picture from anywhere
   * else and the Content-Security-Policy loads none. Empty: the API's origin (API_BASE_URL).
   */
  MEDIA_ORIGINS: z.string().optional(),
  /**
   * Origins of the hosted payment pages, comma-separated: placing an order (or buying a wallet
   * package) without JavaScript is a form whose answer redirects there, which the
   * Content-Security-Policy must allow. Empty: the API's origin (its sandbox gateway).
   */
  PAYMENT_ORIGINS: z.string().optional(),
  /**
   * The storefront's own host names, comma-separated, without ports: on them a page's address
   * names its business (`/{referenceId}`). Any other host is looked up as a business's own host
   * (GET webapp/v5/restaurant-domain/{domain}).
   */
  STOREFRONT_HOSTS: z.string().default("localhost,127.0.0.1,[::1],0.0.0.0"),
  /**
   * Proxies in front of this server whose X-Forwarded-For names the customer (a load balancer),
   * comma-separated addresses, CIDR ranges or `loopback`; none by default. The customer's address
   * goes on to the API with every call that it limits per client (ADR 025).
   */
  TRUSTED_PROXIES: z.string().default(""),
  /**
   * The shared page cache (ADR 053): `off` renders every page, as a benchmark's miss does. Its
   * size in megabytes, counting each page's plain and compressed bytes.
   */
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  PAGE_CACHE_MEGABYTES: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * The bearer token Prometheus sends for GET /metrics. Without it the metrics are served only to
   * this machine, and never in production.
   */
  METRICS_TOKEN: z.string().min(24).optional(),
  /**
   * An OpenTelemetry collector's OTLP/HTTP address (`http://collector:4318`): set, every request
   * and API call is traced there, and the API's spans join the same trace (ADR 070).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The name this process's spans carry. */
  OTEL_SERVICE_NAME: z.string().min(1).default("storefront-web"),
  /** Production unless told otherwise, so a forgotten variable never starts the dev tooling. */
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
});

/** The storefront's settings, read once from the environment at start-up. */
export type Env = Omit<
  z.infer<typeof envSchema>,
  "MEDIA_ORIGINS" | "PAYMENT_ORIGINS" | "STOREFRONT_HOSTS" | "TRUSTED_PROXIES"
> & {
  MEDIA_ORIGINS: string[];
  PAYMENT_ORIGINS: string[];
  STOREFRONT_HOSTS: string[];
  TRUSTED_PROXIES: string[];
};

/**
 * Parses the storefront's settings from an environment, or throws naming every bad variable.
 * `parseEnv({}).STOREFRONT_PORT === 3000`
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = {
    ...source,
    MEDIA_ORIGINS: source.MEDIA_ORIGINS || undefined,
    PAYMENT_ORIGINS: source.PAYMENT_ORIGINS || undefined,
  };
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  }
  try {
    return {
      ...result.data,
      MEDIA_ORIGINS: mediaOrigins(result.data.MEDIA_ORIGINS ?? result.data.API_BASE_URL),
      PAYMENT_ORIGINS: mediaOrigins(result.data.PAYMENT_ORIGINS ?? result.data.API_BASE_URL),
      STOREFRONT_HOSTS: storefrontHosts(result.data.STOREFRONT_HOSTS),
      TRUSTED_PROXIES: result.data.TRUSTED_PROXIES.split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    };
  } catch (error) {
    throw new Error(
      `Invalid environment:\nMEDIA_ORIGINS or PAYMENT_ORIGINS: ${(error as Error).message}`,
    );
  }
}

/** The settings of this process. This module is the only reader of `process.env`. */
export const env = parseEnv(process.env);

// React and Remix read NODE_ENV themselves; make them agree with the default chosen above.
process.env.NODE_ENV = env.NODE_ENV;
