import type { z } from "zod";
import { localIssueMessage } from "./server-messages";

/**
 * Field errors for a Mantine form from one of the shared zod schemas, so a form shows
 * exactly the sentences the server would answer with (in the page's language, by the
 * schema's message code): the first problem of each field. `fieldOf` names the form's field for an
 * issue's path (the top-level key unless a form nests its values).
 */
export function zodFieldErrors<T extends z.ZodType>(
  schema: T,
  values: unknown,
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => String(path[0] ?? ""),
): Partial<Record<string, string>> {
  const parsed = schema.safeParse(values);
  const errors: Partial<Record<string, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= localIssueMessage(issue);
  return errors;
}
