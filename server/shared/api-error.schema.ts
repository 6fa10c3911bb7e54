import { z } from "zod";

/** Every REST failure's body (docs/product.md §7.3), in the document and the serializer. */
export const apiErrorBody = z.object({ message: z.string() });

/** `{ message }` answers of successful changes (a confirmation a person can read). */
export const messageBody = z.object({ message: z.string() });
