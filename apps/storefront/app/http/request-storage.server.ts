import { AsyncLocalStorage } from "node:async_hooks";

/**
 * A store of the request being served, one per process: the express server's bundle and the Remix
 * build each bundle the modules they import, so a store made by a module would be two stores, and
 * what the server runs a request in would not be what a loader reads.
 */
export function requestStorage<T>(name: string): AsyncLocalStorage<T> {
  const registry = globalThis as unknown as Record<symbol, AsyncLocalStorage<T> | undefined>;
  const key = Symbol.for(`storefront.request.${name}`);
  registry[key] ??= new AsyncLocalStorage<T>();
  return registry[key];
}
