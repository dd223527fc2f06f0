/**
 * A map that holds at most `capacity`, counting each value by `sizeOf` (1 each unless told), and
 * drops the least recently used values first to make room. Reading a value makes it the most
 * recently used. A value larger than the whole capacity is not kept. Every bounded cache of the
 * project is one of these.
 */
export function leastRecentlyUsed<V>({
  capacity,
  sizeOf = () => 1,
}: {
  capacity: number;
  sizeOf?: (value: V) => number;
}) {
  // A Map iterates in insertion order: the first key is the least recently used.
  const values = new Map<string, { value: V; size: number }>();
  let used = 0;

  const remove = (key: string) => {
    const entry = values.get(key);
    if (!entry) return;
    values.delete(key);
    used -= entry.size;
  };

  return {
    get(key: string): V | undefined {
      const entry = values.get(key);
      if (!entry) return undefined;
      values.delete(key);
      values.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V): void {
      remove(key);
      const size = sizeOf(value);
      if (size > capacity) return;
      values.set(key, { value, size });
      used += size;
      for (const oldest of values.keys()) {
        if (used <= capacity) break;
        remove(oldest);
      }
    },
    delete(key: string): void {
      remove(key);
    },
    /** What the values held count, by `sizeOf`. */
    get used(): number {
      return used;
    },
  };
}

export type LeastRecentlyUsed<V> = ReturnType<typeof leastRecentlyUsed<V>>;
