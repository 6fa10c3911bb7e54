import { z } from "zod";

/** Beside every `message`: what it says, as a stable code that is the same in every language (decision 0183). */
export const messageCode = z
  .string()
  .describe("The message's stable code (for example `booking.slotUnavailable`): the same in every language, for programs to act on.");

/** Every REST failure's body (errors are `{ message }`: docs/product.md), with the message's code, in the document and the serializer. */
export const apiErrorBody = z.object({ message: z.string(), code: messageCode });

/** `{ message }` answers of successful changes (a confirmation a person can read), with the message's code. */
export const messageBody = z.object({ message: z.string(), code: messageCode });
