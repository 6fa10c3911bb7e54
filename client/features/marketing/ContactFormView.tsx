import { Alert, Button, Stack, Textarea, TextInput } from "@mantine/core";
import type { FormEvent } from "react";
import type { ContactInput } from "#server/shared/contact.schema.ts";
import { useMarketingT } from "./marketing-messages";

/** docs/product.md §4.4: idle, then submitting, then success or error. */
export type ContactFormStatus = "idle" | "submitting" | "success" | "error";

export type ContactFormViewProps = {
  status: ContactFormStatus;
  /** The success or failure message to show beside the button. */
  message: string | null;
  /** Resolves true when the message was sent: the form then clears. */
  onSubmit: (values: ContactInput) => Promise<boolean>;
};

function readValues(form: HTMLFormElement): ContactInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return { name: text("name"), email: text("email"), phone: text("phone") || null, message: text("message") };
}

/**
 * The 'Get in Touch' form. The browser enforces its rules (docs/product.md §5): required
 * fields and the email type block submission until they are filled in correctly.
 */
export function ContactFormView({ status, message, onSubmit }: ContactFormViewProps) {
  const t = useMarketingT();
  const submitting = status === "submitting";

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await onSubmit(readValues(form))) form.reset();
  }

  return (
    <form onSubmit={handleSubmit} aria-label={t("contact.form")}>
      <Stack gap="md">
        <TextInput label={t("contact.name")} name="name" autoComplete="name" required />
        <TextInput label={t("contact.email")} name="email" type="email" autoComplete="email" required />
        <TextInput label={t("contact.phone")} name="phone" type="tel" autoComplete="tel" />
        <Textarea label={t("contact.message")} name="message" rows={4} required />
        {status === "success" && message && (
          <Alert color="green" variant="light" role="status">
            {message}
          </Alert>
        )}
        {status === "error" && message && (
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
        )}
        <Button type="submit" disabled={submitting} w="fit-content">
          {submitting ? t("contact.sending") : t("contact.send")}
        </Button>
      </Stack>
    </form>
  );
}
