import { Alert, Button, Stack, Title } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import type { FormError } from "./integrations-view";

export type CreateFormProps = {
  heading: string;
  submitLabel: string;
  submitting: boolean;
  /** The server's refusal: beside its field (the card passes it there) or, when it names none, above the button. */
  formError: FormError | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
};

/** The layout of the integrations' create forms ("Create key", "Add webhook"): heading, fields, error, button. */
export function CreateForm({ heading, submitLabel, submitting, formError, onSubmit, children }: CreateFormProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {heading}
        </Title>
        {children}
        {formError && !formError.onField && (
          <Alert color="red" variant="light" role="alert">
            {formError.message}
          </Alert>
        )}
        <Button type="submit" loading={submitting} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
