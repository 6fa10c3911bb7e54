import { Button, Paper, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { updateProfileInput, type UpdateProfileInput } from "#server/shared/auth.schema.ts";
import { ActionMessage } from "../../components/ActionMessage";
import { useSpecT } from "../../components/common-messages";
import type { TimedMessage } from "../../lib/use-timed-message";
import { useSettingsT } from "./settings-messages";
import { zodFieldErrors } from "../../lib/form-errors";

export type ProfileValues = { fullName: string; phone: string };

type ProfileFormProps = {
  initialValues: ProfileValues;
  /** Resolves true once saved. */
  onSubmit: (input: UpdateProfileInput) => Promise<boolean>;
  submitting: boolean;
  message: TimedMessage | null;
};

/** 'Update Profile': the server's own schema checks the fields before anything is sent. */
export function ProfileForm({ initialValues, onSubmit, submitting, message }: ProfileFormProps) {
  const t = useSettingsT();
  const spec = useSpecT();
  const form = useForm<ProfileValues>({
    initialValues,
    validate: (values) => zodFieldErrors(updateProfileInput, values),
  });

  // Gathered before the markup: inside a JSX spread, the literal-text rule would read a field name as text.
  const fullNameInput = form.getInputProps("fullName");
  const phoneInput = form.getInputProps("phone");

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-heading">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const saved = await onSubmit({ fullName: values.fullName, phone: values.phone || null });
          if (saved) form.resetDirty();
        })}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="profile-heading">
            {spec("settings.profileTitle")}
          </Title>
          <ActionMessage message={message} />
          <TextInput
            label={spec("settings.fullNameLabel")}
            autoComplete="name"
            withAsterisk
            {...fullNameInput}
          />
          <TextInput
            label={spec("settings.phoneLabel")}
            description={t("profile.optional")}
            type="tel"
            autoComplete="tel"
            {...phoneInput}
          />
          <Button type="submit" loading={submitting} w="fit-content">
            {spec("settings.profileTitle")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
