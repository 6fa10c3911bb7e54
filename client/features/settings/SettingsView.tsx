import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ChangePasswordInput, UpdateProfileInput } from "#server/shared/auth.schema.ts";
import type { EmailChangeInput } from "#server/shared/email-change.schema.ts";
import { DevicesCard, type DevicesCardProps } from "./DevicesCard";
import { EmailChangeForm } from "./EmailChangeForm";
import { MfaCard, type MfaCardProps } from "./MfaCard";
import type { TimedMessage } from "../../lib/use-timed-message";
import { PasswordForm } from "./PasswordForm";
import { useSettingsT } from "./settings-messages";
import { ProfileForm, type ProfileValues } from "./ProfileForm";

type FormState<Input> = {
  onSubmit: (input: Input) => Promise<boolean>;
  submitting: boolean;
  message: TimedMessage | null;
};

export type SettingsViewProps = {
  profile: FormState<UpdateProfileInput> & { initialValues: ProfileValues };
  password: FormState<ChangePasswordInput>;
  /** Issue 17: the email changes through a link sent to the new address. */
  email: FormState<EmailChangeInput> & { currentEmail: string };
  /** Issue 17: the signed-in devices. */
  devices: DevicesCardProps;
  /** Issue 17: two-step sign-in. */
  mfa: MfaCardProps;
};

/**
 * /settings: the two forms of docs/product.md §2.5, side by side on wide screens, then the
 * account's email, its two-step sign-in and its signed-in devices (issue 17).
 */
export function SettingsView({ profile, password, email, devices, mfa }: SettingsViewProps) {
  const t = useSettingsT();
  return (
    <Container py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t("title")}</Title>
          <Text>{t("intro")}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ProfileForm {...profile} />
          <PasswordForm {...password} />
          <EmailChangeForm {...email} />
          <MfaCard {...mfa} />
          <DevicesCard {...devices} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
