import { Alert, Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import { Link } from "wouter";
import { paths } from "../../app/paths";
import { LAYOUT } from "#server/shared/design-tokens.ts";
import { useMfaT } from "./mfa-messages";
import { MfaEnrolment, type MfaEnrolmentProps } from "./MfaEnrolment";

export type MfaSetupViewProps = {
  /** An office account without it: it must be set up before any admin page. */
  required: boolean;
  /** The account has it already (and is not in the middle of setting it up here). */
  alreadyOn: boolean;
  enrolment: MfaEnrolmentProps;
};

/** /mfa-setup (issue 17): turning on two-step sign-in, required for office accounts. */
export function MfaSetupView({ required, alreadyOn, enrolment }: MfaSetupViewProps) {
  const t = useMfaT();
  return (
    <Container py="xl">
      <Stack gap="lg" maw={LAYOUT.measure}>
        <Stack gap={4}>
          <Title order={1}>{t("setup.title")}</Title>
          <Text>{t("setup.intro")}</Text>
        </Stack>
        {required && !alreadyOn && (
          <Alert color="brand" variant="light" role="note" icon={<IconShieldCheck size={20} aria-hidden />}>
            {t("setup.required")}
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
          {alreadyOn ? (
            <Stack gap="sm">
              <Text>{t("setup.alreadyOn")}</Text>
              <Anchor component={Link} href={paths.settings}>
                {t("setup.toSettings")}
              </Anchor>
            </Stack>
          ) : (
            <MfaEnrolment {...enrolment} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
