import type { z } from "zod";
import { localIssueMessage } from "./server-messages";

/**
 * Field errors for a Mantine form from one of the shared zod schemas, so a form shows
 * exactly the sentences the server would answer with (in the page's language, by the
 * schema's message code): the first problem of each field.
 */
export function zodFieldErrors<T extends z.ZodType>(schema: T, values: unknown): Partial<Record<string, string>> {
  const parsed = schema.safeParse(values);
  const errors: Partial<Record<string, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= localIssueMessage(issue);
  }
  return errors;
}
