import { ActionIcon, Button, Fieldset, Grid, Group, Input, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { INTAKE_LIMITS } from "#server/shared/intake.schema.ts";
import { addButtonId, keyFrom, newItem, keyInputProps, type IntakeForm, type ItemValues } from "./intake-form";
import { useServicesT } from "./services-messages";

export type IntakeItemsFieldsProps = {
  form: IntakeForm;
  /** The list's path in the form: "always", "questions.1.ifYes", "questions.0.options.2.adds". */
  path: string;
  items: readonly ItemValues[];
  /** Whose documents these are, at the start of every field's name: "Question 2, if yes". */
  list: string;
  /** The fieldset's legend; without one the list stands under its section's heading. */
  legend?: string;
  /** Moves focus to an element once it is drawn (a new row's first field). */
  focusLater: (id: string) => void;
};

/** A list's own problem (too many documents), in the inputs' red. */
export function ListError({ error }: { error: ReactNode }) {
  if (!error) return null;
  return <Input.Wrapper error={error} />;
}

/**
 * The documents an answer asks for (or every client brings), wherever a questionnaire lists them:
 * each its key and its words in English and Spanish; added, and removed, one at a time. A new
 * row's key follows its English words until the owner types one.
 */
export function IntakeItemsFields({ form, path, items, list, legend, focusLater }: IntakeItemsFieldsProps) {
  const t = useServicesT();
  const add = () => {
    const item = newItem();
    form.insertListItem(path, item);
    focusLater(`${item.id}-en`);
  };
  const remove = (index: number) => {
    form.removeListItem(path, index);
    focusLater(addButtonId(path));
  };
  const body = (
    <Stack gap="sm">
      {items.length > 0 && (
        <Stack component="ol" gap="md">
          {items.map((item, index) => {
            const at = `${path}.${index}`;
            const k = index + 1;
            return (
              <li key={item.id}>
                <Grid gap="xs" align="flex-start">
                  <Grid.Col span={{ base: 12, sm: 3 }}>
                    <TextInput
                      label={t("field.key")}
                      aria-label={t("item.keyLabel", { list, k })}
                      {...keyInputProps(form, at)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <Textarea
                      id={`${item.id}-en`}
                      label={t("field.en")}
                      aria-label={t("item.enLabel", { list, k })}
                      autosize
                      minRows={1}
                      maxRows={4}
                      {...form.getInputProps(`${at}.en`)}
                      onChange={(event) => {
                        const en = event.currentTarget.value;
                        form.setFieldValue(`${at}.en`, en);
                        if (item.autoKey) form.setFieldValue(`${at}.key`, keyFrom(en));
                      }}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 10, sm: 4 }}>
                    <Textarea
                      label={t("field.es")}
                      aria-label={t("item.esLabel", { list, k })}
                      lang="es"
                      autosize
                      minRows={1}
                      maxRows={4}
                      {...form.getInputProps(`${at}.es`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 2, sm: 1 }} pt={{ base: 26 }}>
                    <ActionIcon variant="default" size="lg" aria-label={t("item.remove", { list, k })} onClick={() => remove(index)}>
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Grid.Col>
                </Grid>
              </li>
            );
          })}
        </Stack>
      )}
      <ListError error={form.errors[path]} />
      <Group gap="sm">
        {items.length === 0 && <Text size="sm">{t("items.none")}</Text>}
        <Button
          id={addButtonId(path)}
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          aria-label={t("items.addLabel", { list })}
          disabled={items.length >= INTAKE_LIMITS.items}
          onClick={add}
        >
          {t("items.add")}
        </Button>
      </Group>
    </Stack>
  );
  return legend ? <Fieldset legend={legend}>{body}</Fieldset> : body;
}
