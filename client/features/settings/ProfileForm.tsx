import { Button, Paper, Stack, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { updateProfileInput, type UpdateProfileInput } from "../../../server/shared/auth.schema";
import { MESSAGES } from "../../../server/shared/messages";
import { ActionMessage } from "../../components/ActionMessage";
import type { TimedMessage } from "../../lib/use-timed-message";

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
  const form = useForm<ProfileValues>({
    initialValues,
    validate: schemaResolver(updateProfileInput, { sync: true }),
  });

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
            {MESSAGES.settings.profileTitle}
          </Title>
          <ActionMessage message={message} />
          <TextInput
            label={MESSAGES.settings.fullNameLabel}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps("fullName")}
          />
          <TextInput
            label={MESSAGES.settings.phoneLabel}
            description="Optional"
            type="tel"
            autoComplete="tel"
            {...form.getInputProps("phone")}
          />
          <Button type="submit" loading={submitting} style={{ alignSelf: "flex-start" }}>
            {MESSAGES.settings.profileTitle}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
