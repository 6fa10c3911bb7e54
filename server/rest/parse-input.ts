import type { z } from "zod";

/**
 * Validates a body, query or params object with a shared zod schema. A failure
 * throws the ZodError, which the error handler answers as 400 `{ message }` with
 * the first problem. A missing body counts as an empty object, so the answer
 * names the first missing field rather than "expected object".
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  return schema.parse(data ?? {});
}
