import { isRouteErrorResponse } from "@remix-run/react";
import { tooManyRequestsStatus } from "./too-many-requests";

/** What the error screen needs to know about a failure. */
export interface ScreenError {
  status: number;
  /** The message to show; null when there is none a customer should read. */
  message: string | null;
}

/** The views of the spec's error screen, chosen by status. */
export type ErrorView = "too-many-requests" | "not-found" | "server-error" | "message";

function messageOf(data: unknown): string | null {
  if (typeof data === "string") return data.trim() || null;
  if (
    typeof data === "object" &&
    data !== null &&
    "message" in data &&
    typeof data.message === "string"
  ) {
    return data.message.trim() || null;
  }
  return null;
}

/**
 * The status and message of whatever a route threw. A thrown Response carries both; anything else
 * is a fault of ours, a 500 whose text (a programmer's message) is not for customers.
 * `describeError(new Error("x")) → { status: 500, message: null }`
 */
export function describeError(error: unknown): ScreenError {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: messageOf(error.data) ?? (error.statusText || null) };
  }
  return { status: 500, message: null };
}

/**
 * The view for a status (spec section 2, error screen): 433 its own view (too many requests, ADR
 * 019), 404 not-found, 500 the server-error view, anything else the plain message.
 * `errorView(418) === "message"`
 */
export function errorView(status: number): ErrorView {
  if (status === tooManyRequestsStatus) return "too-many-requests";
  if (status === 404) return "not-found";
  if (status === 500) return "server-error";
  return "message";
}

/**
 * The document title of the error screen: the brand, a separator and the code, where any code
 * other than 433 or 404 is shown as 500. `errorTitle(418, "Storefront") === "Storefront | 500"`
 */
export function errorTitle(status: number, brand: string): string {
  const shown = status === tooManyRequestsStatus || status === 404 ? status : 500;
  return `${brand} | ${shown}`;
}
