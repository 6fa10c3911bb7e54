import type { z } from "zod";
import { validationError } from "../services/errors";
import { say } from "../shared/i18n/server-messages";
import { containsMalformedText } from "../shared/well-formed-text";

/**
 * Validates a body, query or params object with a shared zod schema. A failure
 * throws the ZodError, which the error handler answers as 400 `{ message }` with
 * the first problem. A missing body, or one that is not a JSON object (an array,
 * a string), counts as an empty object, so the answer names the first missing
 * field rather than "expected object". Text that is not well-formed Unicode is
 * refused before the schema sees it (server/shared/well-formed-text.ts).
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  if (containsMalformedText(data)) throw validationError(say.request.malformedText);
  const isObject = typeof data === "object" && data !== null && !Array.isArray(data);
  return schema.parse(isObject ? data : {});
}
