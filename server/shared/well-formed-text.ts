/**
 * Half of a UTF-16 surrogate pair without its other half. JSON can carry one
 * (`"\ud800"`) and JavaScript keeps it, but it is not text: UTF-8 cannot encode it,
 * and the database driver fails on it. Both transports refuse such input as a 400.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Far deeper than any input schema; nothing below it reaches a service. */
const MAX_DEPTH = 16;

/** True when any string in `value` (object keys included) is not well-formed Unicode. */
export function containsMalformedText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return LONE_SURROGATE.test(value);
  if (typeof value !== "object" || value === null || depth >= MAX_DEPTH) return false;
  return Object.entries(value).some(
    ([key, item]) => LONE_SURROGATE.test(key) || containsMalformedText(item, depth + 1),
  );
}
