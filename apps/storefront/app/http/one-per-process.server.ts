import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The one value of `name` in this process. The express server's bundle and the Remix build each
 * bundle the modules they import, so a value made by a module would be two values: what the
 * server sets up (a request's store, an error service) would not be what a loader reads.
 */
export function onePerProcess<T>(name: string, make: () => T): T {
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`storefront.${name}`);
  registry[key] ??= make();
  return registry[key];
}

/** A store of the request being served, one per process. */
export function requestStorage<T>(name: string): AsyncLocalStorage<T> {
  return onePerProcess(`request.${name}`, () => new AsyncLocalStorage<T>());
}
