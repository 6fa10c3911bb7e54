/**
 * A namespace of messages: flat keys to ICU MessageFormat texts ("{count, plural, one {#
 * appointment} other {# appointments}}"). English is the source; each translation must have
 * exactly its keys, which the type below enforces at compile time and a unit test again at run
 * time (server/shared/i18n/catalogs.test.ts).
 */
export type Messages = Readonly<Record<string, string>>;

/** A translation of `English`: every key, and no other. */
export type Translation<English extends Messages> = { readonly [Key in keyof English]: string };

/** Nested message objects (the spec's MESSAGES) as flat "group.key" messages. */
export type Flattened<T, Prefix extends string = ""> = {
  [Key in keyof T & string]: T[Key] extends string
    ? { [P in `${Prefix}${Key}`]: T[Key] }
    : Flattened<T[Key], `${Prefix}${Key}.`>;
}[keyof T & string];

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

export type FlatMessages<T> = UnionToIntersection<Flattened<T>>;

/** { a: { b: "x" } } -> { "a.b": "x" }. */
export function flattenMessages<T extends object>(nested: T, prefix = ""): FlatMessages<T> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(nested)) {
    if (typeof value === "string") flat[`${prefix}${key}`] = value;
    else Object.assign(flat, flattenMessages(value as object, `${prefix}${key}.`));
  }
  return flat as FlatMessages<T>;
}
