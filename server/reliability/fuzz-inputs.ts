import fc from "fast-check";

/**
 * fast-check arbitraries for what a broken client or an attacker can send: wrong
 * types, missing and extra fields, huge strings, any Unicode (lone surrogates too),
 * impossible and far-away dates, negative and huge ids, malformed JSON, wrong
 * content types. Each field also gets plausible values, so generated requests
 * regularly get past validation and exercise the services behind it.
 */

const codePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code));
/** Half of a surrogate pair: valid in a JS string and in JSON (`"\ud800"`), not in UTF-8. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

const NASTY_STRINGS = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00",
  "\u202eevil",
  "\ufeff",
  "Ǆǅǆ",
  "🙂👩‍👩‍👧‍👦",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  "__proto__",
  "constructor",
  "../../etc/passwd",
  "%00",
  "${7*7}{{7*7}}",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "true",
  "[]",
  "{}",
];

const BIG_SIZES = [101, 256, 5_001, 20_000, 70_000];

/** Text of any kind and size, including bodies past the 64 KB limit. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: fc.oneof({ weight: 12, arbitrary: codePoint }, loneSurrogate), maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...BIG_SIZES), fc.constantFrom("x", "é", "🙂")).map(([n, ch]) => ch.repeat(n)) },
);

/** Any JSON value, biased towards the wrong types a field could receive. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** YYYY-MM-DD strings: real, impossible (Feb 30, month 13), far past and future, and other shapes. */
export function oddCalendarDate(plausible: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...plausible) },
    {
      weight: 2,
      arbitrary: fc
        .date({ min: new Date("0000-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
        .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "2026-02-29",
        "2028-02-29",
        "2026-02-30",
        "2026-13-01",
        "2026-00-10",
        "0000-01-01",
        "9999-12-31",
        "1970-01-01",
        "2026-03-08",
        "2026-11-01",
        "2026-1-1",
        "20260101",
        "2026-03-02T09:00",
        "+02026-03-02",
        "２０２６-０３-０２",
        "today",
      ),
    },
    { weight: 1, arbitrary: hostileText },
  );
}

const OFFSETS = ["Z", "+00:00", "-08:00", "-07:00", "+14:00", "-12:00", "+23:59", "+05:45", ""];

/** ISO-8601 instants: real slots, DST gaps and repeats, far years, bad offsets and shapes. */
export function oddInstant(plausible: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...plausible) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.date({ min: new Date("0000-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }),
          fc.constantFrom(...OFFSETS),
        )
        .map(([date, offset]) => `${date.toISOString().slice(0, 19)}${offset}`),
    },
    { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "2026-03-08T02:30:00-08:00",
        "2026-11-01T01:30:00-07:00",
        "2026-11-01T01:30:00-08:00",
        "9999-12-31T16:00:00-08:00",
        "9999-12-31T23:59:59Z",
        "0000-01-01T00:00:00Z",
        "+275760-09-13T00:00:00Z",
        "-000001-01-01T00:00:00Z",
        "2026-03-02 17:00:00Z",
        "2026-03-02T17:00:00.123456789Z",
        "2026-03-02T17:00Z",
        "2026-02-30T17:00:00Z",
        "2026-03-02T24:00:00Z",
        "1772470800000",
      ),
    },
    { weight: 1, arbitrary: hostileText },
  );
}

/** The `YYYY-MM-DDTHH:mm` of a datetime-local input, with components in and out of range. */
export const oddWallClock: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 0, max: 10_000 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.integer({ min: 0, max: 25 }),
    fc.integer({ min: 0, max: 61 }),
  )
  .map(([y, mo, d, h, mi]) => `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}T${pad(h, 2)}:${pad(mi, 2)}`);

/** Record ids as a path segment or JSON value: existing, unknown, negative, huge, fractional, not numbers. */
export function oddId(existing: number[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...existing) },
    { weight: 2, arbitrary: fc.integer({ min: -1_000, max: 1_000 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        0,
        -1,
        1.5,
        2 ** 31,
        2 ** 53 + 2,
        "1",
        "0",
        "-1",
        "1.5",
        "1e3",
        "0x10",
        "99999999999999999999",
        "2147483648",
        "9007199254740993",
        "NaN",
        "Infinity",
        " 1",
        "١",
        "１",
      ),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Percent-encodes any JS string, writing a lone surrogate as its (invalid) 3-byte UTF-8 form. */
export function encodeSegment(value: string): string {
  let encoded = "";
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

/** Names a client must never be able to set through an API body. */
const PRIVILEGED_KEYS = ["role", "id", "user_id", "userId", "status", "password_hash", "passwordHash", "created_by_id", "isAdmin", "email"];

export type FieldArbitraries = Record<string, fc.Arbitrary<unknown>>;

/** An object with each field present or not, plausible or hostile, plus privileged extras. */
export function fuzzedObject(fields: FieldArbitraries): fc.Arbitrary<Record<string, unknown>> {
  const values = Object.fromEntries(
    Object.entries(fields).map(([name, plausible]) => [
      name,
      fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: hostileValue }),
    ]),
  );
  return fc
    .tuple(
      fc.record(values, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom(...PRIVILEGED_KEYS), hostileValue, { maxKeys: 3 }),
    )
    .map(([object, extras]) => ({ ...extras, ...object }));
}

const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "APPLICATION/JSON"];
const OTHER_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=latin1",
  "application/vnd.api+json",
  "",
];

/** Raw bodies that are not the JSON they claim to be. */
function malformedJson(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer({ min: 0, max: Math.max(0, valid.length - 1) }).map((cut) => valid.slice(0, cut)),
    fc.constantFrom(
      "",
      "{",
      "{'a': 1}",
      '{"a":1,}',
      "[1,2",
      "NaN",
      '{"__proto__":{"role":"admin"}}',
      '{"constructor":{"prototype":{"role":"admin"}}}',
      "\u0000",
      `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
    ),
  );
}

export type FuzzedBody = { contentType: string | undefined; payload: string | undefined };

/** A request body for a JSON endpoint: mostly a fuzzed object, sometimes anything but. */
export function fuzzedBody(fields: FieldArbitraries): fc.Arbitrary<FuzzedBody> {
  const object = fuzzedObject(fields);
  return fc.oneof(
    { weight: 8, arbitrary: fc.tuple(object, fc.constantFrom(...JSON_TYPES)).map(([o, type]) => ({ contentType: type, payload: JSON.stringify(o) })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ contentType: "application/json", payload: JSON.stringify(value) })) },
    {
      weight: 2,
      arbitrary: object
        .chain((o) => malformedJson(JSON.stringify(o)))
        .map((payload) => ({ contentType: "application/json", payload })),
    },
    { weight: 1, arbitrary: fc.tuple(object, fc.constantFrom(...OTHER_TYPES)).map(([o, type]) => ({ contentType: type, payload: JSON.stringify(o) })) },
    { weight: 1, arbitrary: fc.constant({ contentType: undefined, payload: undefined }) },
  );
}

/** A query string for the given parameters: each absent, plausible, hostile or repeated, plus junk. */
export function fuzzedQuery(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const textOf = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value) ?? "");
  const parameter = (plausible: fc.Arbitrary<string>) =>
    fc.oneof(
      { weight: 4, arbitrary: plausible.map((value) => [value]) },
      { weight: 1, arbitrary: hostileValue.map((value) => [textOf(value)]) },
      { weight: 1, arbitrary: fc.array(plausible, { minLength: 2, maxLength: 3 }) },
    );
  const values = Object.fromEntries(Object.entries(fields).map(([name, plausible]) => [name, parameter(plausible)]));
  return fc
    .tuple(fc.record(values, { requiredKeys: [] }), fc.dictionary(fc.constantFrom("x", "date[]", "input", "__proto__"), hostileText, { maxKeys: 2 }))
    .map(([params, junk]) => {
      const pairs = [
        ...Object.entries(params).flatMap(([name, list]) => (list as string[]).map((value) => [name, value])),
        ...Object.entries(junk),
      ];
      return pairs.map(([name, value]) => `${encodeSegment(name as string)}=${encodeSegment(value as string)}`).join("&");
    });
}
