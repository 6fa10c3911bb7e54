import { Button, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { STAFF_ROLES, type StaffRole } from "#server/shared/permissions.ts";
import type { InviteStaffInput } from "#server/shared/staff.schema.ts";
import { useStaffT } from "./staff-messages";

type InviteStaffFormProps = {
  /** Resolves true once the invitation is on its way; the fields are then cleared. */
  onSubmit: (input: InviteStaffInput) => Promise<boolean>;
  submitting: boolean;
};

type Values = { name: string; email: string; role: StaffRole };
const EMPTY: Values = { name: "", email: "", role: "preparer" };

/** The owner invites someone by email (decision 0234): a name, an address and a role, each role said in words. */
export function InviteStaffForm({ onSubmit, submitting }: InviteStaffFormProps) {
  const t = useStaffT();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      name: (value) => (value.trim() ? null : t("invite.nameRequired")),
      email: (value) => (value.trim() ? null : t("invite.emailRequired")),
    },
  });
  const field = { name: form.getInputProps("name"), email: form.getInputProps("email"), role: form.getInputProps("role") };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="invite-heading">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const sent = await onSubmit({ full_name: values.name.trim(), email: values.email.trim(), role: values.role });
          if (sent) form.reset();
        })}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="invite-heading">
              {t("invite.heading")}
            </Title>
            <Text size="sm">{t("invite.intro")}</Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t("invite.name")} required autoComplete="off" {...field.name} />
            <TextInput label={t("invite.email")} type="email" required autoComplete="off" {...field.email} />
          </SimpleGrid>
          <Select
            label={t("invite.role")}
            description={t(`role.hint.${form.values.role}`)}
            data={STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
            allowDeselect={false}
            maw={360}
            {...field.role}
          />
          <Button type="submit" loading={submitting} w="fit-content">
            {t("invite.submit")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
