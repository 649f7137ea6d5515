/**
 * Helpers for the spec's enumerations: id enumerations are `as const` objects (`{ name: id }`),
 * id-less ones are `as const` arrays. Values read from URLs, cookies and requests are `unknown`
 * until one of these guards accepts them.
 */
export function oneOf<const T extends string | number>(values: readonly T[]): (value: unknown) => value is T {
  return (value): value is T => (values as readonly unknown[]).includes(value);
}

export function idsOf<E extends Record<string, number>>(enumeration: E): E[keyof E][] {
  return Object.values(enumeration) as E[keyof E][];
}

/** Ids of every enumeration are unique (pinned by tests), so the reverse lookup is exact. */
export function nameOf<E extends Record<string, number>>(enumeration: E, id: E[keyof E]): keyof E & string {
  const entry = Object.entries(enumeration).find(([, value]) => value === id);
  if (!entry) throw new RangeError(`Unknown id ${id}`);
  return entry[0] as keyof E & string;
}
