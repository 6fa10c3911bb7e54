import { ActionIcon, Button, Fieldset, Grid, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { INTAKE_LIMITS } from "#server/shared/intake.schema.ts";
import {
  addButtonId,
  keyFrom,
  newOption,
  QUESTION_TYPES,
  keyInputProps,
  unusedKey,
  withType,
  type IntakeForm,
  type ItemValues,
  type QuestionType,
  type QuestionValues,
} from "./intake-form";
import { IntakeItemsFields, ListError } from "./IntakeItemsFields";
import { useServicesT } from "./services-messages";

export type IntakeQuestionFieldsProps = {
  form: IntakeForm;
  /** Its place in the list, from 0. */
  index: number;
  question: QuestionValues;
  focusLater: (id: string) => void;
};

/** The keys the question's (or option's) siblings already use: a key made from words takes the next free one. */
const keysBut = (rows: readonly ItemValues[], id: string) => new Set(rows.filter((row) => row.id !== id).map((row) => row.key));

/**
 * One question's fields (issue 34, decision 0253): its type, its words in English and Spanish side
 * by side (stacked on phones), an optional help line, whether it must be answered, its key, and
 * what its type adds: a choice's options and the documents each adds; the documents a yes or a no
 * asks for; a number's range and the documents it asks for above zero. Changing the type keeps the
 * key, the words and the help, and what the other types had, should the owner switch back.
 */
export function IntakeQuestionFields({ form, index, question, focusLater }: IntakeQuestionFieldsProps) {
  const t = useServicesT();
  const n = index + 1;
  const at = `questions.${index}`;
  const siblings = form.values.questions;
  return (
    <Stack gap="md">
      <Select
        label={t("question.type")}
        aria-label={t("question.typeLabel", { n })}
        data={QUESTION_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        allowDeselect={false}
        maw={320}
        value={question.type}
        onChange={(value) => value && form.setFieldValue(at, withType(question, value as QuestionType))}
        error={form.errors[`${at}.type`]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          id={`${question.id}-en`}
          label={t("field.en")}
          aria-label={t("question.enLabel", { n })}
          autosize
          minRows={1}
          maxRows={4}
          {...form.getInputProps(`${at}.en`)}
          onChange={(event) => {
            const en = event.currentTarget.value;
            form.setFieldValue(`${at}.en`, en);
            if (question.autoKey) form.setFieldValue(`${at}.key`, unusedKey(keyFrom(en), keysBut(siblings, question.id)));
          }}
        />
        <Textarea
          label={t("field.es")}
          aria-label={t("question.esLabel", { n })}
          lang="es"
          autosize
          minRows={1}
          maxRows={4}
          {...form.getInputProps(`${at}.es`)}
        />
      </SimpleGrid>
      <Text size="sm">{t("question.helpHint")}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          label={t("question.helpEn")}
          aria-label={t("question.helpEnLabel", { n })}
          autosize
          minRows={1}
          maxRows={4}
          {...form.getInputProps(`${at}.helpEn`)}
        />
        <Textarea
          label={t("question.helpEs")}
          aria-label={t("question.helpEsLabel", { n })}
          lang="es"
          autosize
          minRows={1}
          maxRows={4}
          {...form.getInputProps(`${at}.helpEs`)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t("field.key")}
          aria-label={t("question.keyLabel", { n })}
          description={t("question.keyHint")}
          {...keyInputProps(form, at)}
        />
        <Switch
          label={t("question.required")}
          aria-label={t("question.requiredLabel", { n })}
          description={t("question.requiredHint")}
          mt={{ base: 0, sm: 28 }}
          {...form.getInputProps(`${at}.required`, { type: "checkbox" })}
        />
      </SimpleGrid>
      {question.type === "yesNo" && (
        <>
          <IntakeItemsFields
            form={form}
            path={`${at}.ifYes`}
            items={question.ifYes}
            list={t("items.ifYes", { n })}
            legend={t("question.ifYes")}
            focusLater={focusLater}
          />
          <IntakeItemsFields
            form={form}
            path={`${at}.ifNo`}
            items={question.ifNo}
            list={t("items.ifNo", { n })}
            legend={t("question.ifNo")}
            focusLater={focusLater}
          />
        </>
      )}
      {question.type === "choice" && (
        <>
          <Switch
            label={t("question.multiple")}
            aria-label={t("question.multipleLabel", { n })}
            description={t("question.multipleHint")}
            {...form.getInputProps(`${at}.multiple`, { type: "checkbox" })}
          />
          <OptionsFields form={form} index={index} question={question} focusLater={focusLater} />
        </>
      )}
      {question.type === "number" && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t("question.min")}
              aria-label={t("question.minLabel", { n })}
              placeholder="0"
              min={0}
              max={1_000_000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`${at}.min`)}
            />
            <NumberInput
              label={t("question.max")}
              aria-label={t("question.maxLabel", { n })}
              placeholder="100"
              min={0}
              max={1_000_000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`${at}.max`)}
            />
          </SimpleGrid>
          <IntakeItemsFields
            form={form}
            path={`${at}.ifAboveZero`}
            items={question.ifAboveZero}
            list={t("items.ifAboveZero", { n })}
            legend={t("question.ifAboveZero")}
            focusLater={focusLater}
          />
        </>
      )}
      {question.type === "text" && <Text size="sm">{t("question.textNote")}</Text>}
    </Stack>
  );
}

/** A choice's options in order: each its key, its words and the documents it adds; moved, removed and added. */
function OptionsFields({ form, index, question, focusLater }: IntakeQuestionFieldsProps) {
  const t = useServicesT();
  const n = index + 1;
  const path = `questions.${index}.options`;
  const { options } = question;
  const move = (from: number, by: -1 | 1) => {
    const to = from + by;
    const option = options[from];
    if (!option || to < 0 || to >= options.length) return;
    form.reorderListItem(path, { from, to });
    // The button pressed moved with its option; at the end of the list it is disabled, so the other one takes focus.
    const atEdge = (by === -1 && to === 0) || (by === 1 && to === options.length - 1);
    focusLater(`${option.id}-${(by === -1) !== atEdge ? "up" : "down"}`);
  };
  const add = () => {
    const option = newOption();
    form.insertListItem(path, option);
    focusLater(`${option.id}-en`);
  };
  return (
    <Fieldset legend={t("question.options")}>
      <Stack gap="md">
        <Stack component="ol" gap="md">
          {options.map((option, optionIndex) => {
            const at = `${path}.${optionIndex}`;
            const m = optionIndex + 1;
            return (
              <li key={option.id}>
                <Fieldset legend={t("option.legend", { m })} variant="filled">
                  <Stack gap="sm">
                    <Grid gap="sm" align="flex-start">
                      <Grid.Col span={{ base: 12, sm: 3 }}>
                        <TextInput
                          label={t("field.key")}
                          aria-label={t("option.keyLabel", { n, m })}
                          {...keyInputProps(form, at)}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 12, sm: 3.5 }}>
                        <Textarea
                          id={`${option.id}-en`}
                          label={t("field.en")}
                          aria-label={t("option.enLabel", { n, m })}
                          autosize
                          minRows={1}
                          maxRows={4}
                          {...form.getInputProps(`${at}.en`)}
                          onChange={(event) => {
                            const en = event.currentTarget.value;
                            form.setFieldValue(`${at}.en`, en);
                            if (option.autoKey) form.setFieldValue(`${at}.key`, unusedKey(keyFrom(en), keysBut(options, option.id)));
                          }}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 12, sm: 3.5 }}>
                        <Textarea
                          label={t("field.es")}
                          aria-label={t("option.esLabel", { n, m })}
                          lang="es"
                          autosize
                          minRows={1}
                          maxRows={4}
                          {...form.getInputProps(`${at}.es`)}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 12, sm: 2 }} pt={{ base: 0, sm: 30 }}>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <ActionIcon
                            id={`${option.id}-up`}
                            variant="default"
                            size="lg"
                            aria-label={t("option.moveUp", { m, n })}
                            disabled={optionIndex === 0}
                            onClick={() => move(optionIndex, -1)}
                          >
                            <IconArrowUp size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            id={`${option.id}-down`}
                            variant="default"
                            size="lg"
                            aria-label={t("option.moveDown", { m, n })}
                            disabled={optionIndex === options.length - 1}
                            onClick={() => move(optionIndex, 1)}
                          >
                            <IconArrowDown size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="default"
                            size="lg"
                            aria-label={t("option.remove", { m, n })}
                            onClick={() => {
                              form.removeListItem(path, optionIndex);
                              focusLater(addButtonId(path));
                            }}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Grid.Col>
                    </Grid>
                    <IntakeItemsFields
                      form={form}
                      path={`${at}.adds`}
                      items={option.adds}
                      list={t("items.option", { n, m })}
                      legend={t("option.adds")}
                      focusLater={focusLater}
                    />
                  </Stack>
                </Fieldset>
              </li>
            );
          })}
        </Stack>
        <ListError error={form.errors[path]} />
        <div>
          <Button
            id={addButtonId(path)}
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            aria-label={t("option.addLabel", { n })}
            disabled={options.length >= INTAKE_LIMITS.options}
            onClick={add}
          >
            {t("option.add")}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
