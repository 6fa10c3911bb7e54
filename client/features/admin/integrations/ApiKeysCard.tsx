import { Alert, Badge, Button, Code, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useId } from "react";
import {
  createApiKeyInput,
  INTEGRATION_LIMITS,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from "#server/shared/integrations.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { formatDateTime } from "#client/lib/business-time.ts";
import { zodFieldErrors } from "#client/lib/form-errors.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useIntegrationsT } from "./integrations-messages";
import { ApiKeyCreatedModal } from "./ApiKeyCreatedModal";
import { CreateForm } from "./CreateForm";
import { SECONDARY_TEXT, type FormError, type ListState } from "./integrations-view";
import { RevokeApiKeyModal } from "./RevokeApiKeyModal";
import { ScrollingTable } from "#client/components/ScrollingTable.tsx";
import { IconKey } from "@tabler/icons-react";
import { EmptyState } from "#client/components/EmptyState.tsx";
import utilities from "#client/design/utilities.module.css";

/** Filled shades whose label the theme makes readable in both schemes. */
const SCOPE_COLORS: Record<ApiKeyScope, string> = { read: "blue.8", write: "orange.6" };

/** What the list shows of a key: its first characters, to recognise it. */
const keyStart = (prefix: string) => `${prefix}…`;

export type ApiKeysCardProps = {
  timeZone: string | null;
  keys: ListState<ApiKey>;
  /** The outcome of the last revoke. */
  message: TimedMessage | null;
  /** Resolves true once the key is made; the form is then cleared. */
  onCreate: (input: CreateApiKeyInput) => Promise<boolean>;
  creating: boolean;
  formError: FormError | null;
  /** Something was typed since the last attempt: its error no longer applies. */
  onFormChange: () => void;
  /** The key just made, shown once in a dialog. */
  created: CreatedApiKey | null;
  onCloseCreated: () => void;
  /** The key waiting for "Revoke key" in the confirmation dialog. */
  toRevoke: ApiKey | null;
  onAskRevoke: (key: ApiKey) => void;
  onCancelRevoke: () => void;
  onConfirmRevoke: () => void;
  revoking: boolean;
};

type KeyFormValues = { name: string; scope: ApiKeyScope };

/** The API keys: the list (active first), "Create key", and "Revoke" behind a confirmation. */
export function ApiKeysCard(props: ApiKeysCardProps) {
  const { timeZone, keys, formError } = props;
  const t = useIntegrationsT();
  const ids = { heading: useId(), scope: useId(), scopeHint: useId() };
  const form = useForm<KeyFormValues>({
    initialValues: { name: "", scope: "read" },
    validate: (values) => zodFieldErrors(createApiKeyInput, values),
    onValuesChange: () => props.onFormChange(),
  });
  // The fields' bindings, named here rather than in the markup (which holds only texts to read).
  const nameField = form.getInputProps("name");
  const scopeOptions = [
    { value: "read", label: t("scope.read") },
    { value: "write", label: t("scope.write") },
  ];

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby={ids.heading}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={ids.heading}>
            {t("keys.heading")}
          </Title>
          <Text size="sm">{t("keys.intro")}</Text>
        </Stack>
        <ActionMessage message={props.message} />
        {keys.status === "error" && (
          <Alert color="red" variant="light">
            {keys.message}
          </Alert>
        )}
        {(keys.status === "loading" || !timeZone) && keys.status !== "error" && (
          <Stack gap="sm" aria-busy="true">
            <Text size="sm">{t("keys.loading")}</Text>
            <Skeleton height={80} radius="md" />
          </Stack>
        )}
        {keys.status === "ready" && timeZone && keys.items.length === 0 && (
          <EmptyState size="sm" icon={IconKey} message={t("keys.empty")} action={<Text size="sm">{t("empty.keysHint")}</Text>} />
        )}
        {keys.status === "ready" && timeZone && keys.items.length > 0 && (
          <ScrollingTable
            label={t("keys.tableLabel")}
            minWidth={820}
            columns={[t("keys.name"), t("keys.scope"), t("keys.key"), t("keys.created"), t("keys.lastUsed"), t("keys.status")]}
            actionsLabel={t("keys.actions")}
          >
            {keys.items.map((key) => (
              <Table.Tr key={key.id}>
                <Table.Td className={utilities.breakAnywhere}>{key.name}</Table.Td>
                <Table.Td className={utilities.noWrap}>
                  <Badge color={SCOPE_COLORS[key.scope]} variant="filled" autoContrast>
                    {t(`scope.${key.scope}`)}
                  </Badge>
                </Table.Td>
                <Table.Td className={utilities.noWrap}>
                  <Code>{keyStart(key.prefix)}</Code>
                </Table.Td>
                <Table.Td>
                  {formatDateTime(key.created_at, timeZone)}
                  {key.created_by && (
                    <Text size="sm">{t("keys.createdBy", { name: key.created_by })}</Text>
                  )}
                </Table.Td>
                <Table.Td>{key.last_used_at ? formatDateTime(key.last_used_at, timeZone) : t("keys.never")}</Table.Td>
                <Table.Td>
                  {key.revoked_at ? (
                    <Text size="sm">{t("keys.revokedOn", { date: formatDateTime(key.revoked_at, timeZone) })}</Text>
                  ) : (
                    <Badge color="green.6" variant="filled" autoContrast>
                      {t("keys.active")}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {!key.revoked_at && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => props.onAskRevoke(key)}
                      aria-label={t("keys.revokeLabel", { name: key.name })}
                    >
                      {t("keys.revoke")}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollingTable>
        )}
        <CreateForm
          heading={t("keys.createHeading")}
          submitLabel={t("keys.create")}
          submitting={props.creating}
          formError={formError}
          onSubmit={form.onSubmit(async (values) => {
            if (await props.onCreate({ name: values.name.trim(), scope: values.scope })) form.reset();
          })}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t("keys.name")}
              description={t("keys.nameHint", { max: INTEGRATION_LIMITS.nameMaxLength })}
              maxLength={INTEGRATION_LIMITS.nameMaxLength}
              required
              autoComplete="off"
              {...nameField}
              error={nameField.error ?? (formError?.onField ? formError.message : undefined)}
            />
            <Stack gap={4}>
              <Text component="div" id={ids.scope} size="sm" fw={500}>
                {t("keys.scope")}
              </Text>
              <SegmentedControl
                aria-labelledby={ids.scope}
                aria-describedby={ids.scopeHint}
                data={scopeOptions}
                value={form.values.scope}
                onChange={(value) => form.setFieldValue("scope", value as ApiKeyScope)}
              />
              <Text id={ids.scopeHint} size="xs" c={SECONDARY_TEXT}>
                {t("keys.scopeHint")}
              </Text>
            </Stack>
          </SimpleGrid>
        </CreateForm>
      </Stack>
      <ApiKeyCreatedModal created={props.created} onClose={props.onCloseCreated} />
      <RevokeApiKeyModal apiKey={props.toRevoke} submitting={props.revoking} onConfirm={props.onConfirmRevoke} onClose={props.onCancelRevoke} />
    </Paper>
  );
}
