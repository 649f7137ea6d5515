/**
 * Entries kept up to a total of bytes, the oldest dropped first to make room for a new one: what the
 * server's caches hold (answers, pages, the answers SSR shares) is bounded by its bytes, not by a count, since
 * one entry may be a hundred times another. The oldest entries are the first to go stale anyway. The caller
 * says what an entry weighs; an entry may grow after it is kept (a compressed form made on first ask).
 */
export function createBytesBoundedMap<Value>(maxBytes: number) {
  const entries = new Map<string, { value: Value; bytes: number }>();
  let total = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    total -= entry.bytes;
    entries.delete(key);
  }

  return {
    get: (key: string): Value | undefined => entries.get(key)?.value,
    /** Keeps `value` under `key`, weighing `bytes`, after dropping the oldest entries it needs room from. */
    set(key: string, value: Value, bytes: number) {
      remove(key);
      // A Map iterates in insertion order: the first entries are the oldest.
      for (const [oldest] of entries) {
        if (total + bytes <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { value, bytes });
      total += bytes;
    },
    /** `value`, still kept under `key`, now weighs `extra` bytes more; nothing when it is no longer kept. */
    grow(key: string, value: Value, extra: number) {
      const entry = entries.get(key);
      if (entry?.value !== value) return;
      entry.bytes += extra;
      total += extra;
    },
    delete: remove,
    /** Bytes the kept entries weigh. */
    size: () => total,
  };
}
