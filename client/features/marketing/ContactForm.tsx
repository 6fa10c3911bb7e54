import { useState } from "react";
import type { ContactInput } from "#server/shared/contact.schema.ts";
import { useSpecT } from "../../components/common-messages";
import { errorMessage } from "../../lib/error-message";
import { trpc } from "../../lib/trpc";
import { ContactFormView, type ContactFormStatus } from "./ContactFormView";

/** Container: sends the contact form with `contact.send` and tracks its state. */
export function ContactForm() {
  const spec = useSpecT();
  const send = trpc.contact.send.useMutation();
  const [state, setState] = useState<{ status: ContactFormStatus; message: string | null }>({
    status: "idle",
    message: null,
  });

  async function submit(values: ContactInput): Promise<boolean> {
    // A new submit clears both messages (docs/product.md §4.4).
    setState({ status: "submitting", message: null });
    try {
      const result = await send.mutateAsync(values);
      setState({ status: "success", message: result.message || spec("contact.sent") });
      return true;
    } catch (error) {
      console.warn("Sending the contact message failed.", error);
      setState({ status: "error", message: errorMessage(error, spec("contact.failed")) });
      return false;
    }
  }

  return <ContactFormView status={state.status} message={state.message} onSubmit={submit} />;
}
