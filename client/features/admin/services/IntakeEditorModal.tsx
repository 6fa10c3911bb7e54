import { useEffect, useState } from "react";
import { Accordion, ActionIcon, Alert, Badge, Box, Button, Flex, Group, Modal, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertCircle, IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { DEFAULT_INTAKE } from "#server/shared/default-intake.ts";
import { INTAKE_LIMITS, type IntakeQuestionnaire } from "#server/shared/intake.schema.ts";
import { useLocale } from "#client/lib/i18n.ts";
import type { LoadState } from "#client/lib/query-state.ts";
import {
  addButtonId,
  hasErrorsUnder,
  intakeErrorsOf,
  intakeQuestionnaireOf,
  intakeValuesOf,
  newQuestion,
  questionsWithErrors,
  type IntakeForm,
  type IntakeValues,
  type QuestionValues,
} from "./intake-form";
import { IntakeItemsFields, ListError } from "./IntakeItemsFields";
import { IntakeQuestionFields } from "./IntakeQuestionFields";
import { useServicesT } from "./services-messages";

export type IntakeEditorModalProps = {
  opened: boolean;
  /** The service whose questionnaire this is, for the title. */
  serviceName: string;
  questionnaire: LoadState<{ questionnaire: IntakeQuestionnaire }>;
  saving: boolean;
  /** Why the last save failed, shown beside the buttons; the owner's changes stay in the form. */
  error: string | null;
  onSave: (questionnaire: IntakeQuestionnaire) => void;
  onClose: () => void;
};

/** Phones get the whole screen: the questions have many fields. */
const PHONE = "(max-width: 48em)";

/**
 * A service's intake questionnaire for the owner to edit (issue 34, decision 0253): the documents
 * every client of it brings, then its questions in order, each opened to change it. It is checked
 * with the server's own schema before anything is sent, each problem beside its field in the
 * page's language, and the questions with one are opened. "Reset to the standard questions"
 * puts the first-start questionnaire in the form; nothing is saved until Save.
 */
export function IntakeEditorModal({ opened, serviceName, questionnaire, saving, error, onSave, onClose }: IntakeEditorModalProps) {
  const t = useServicesT();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false }) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("intake.title", { name: serviceName })}
      size="56rem"
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={{ "aria-label": t("intake.closeDialog") }}
    >
      {questionnaire.status === "loading" && (
        <Stack gap="sm" aria-busy="true">
          <Text>{t("intake.loading")}</Text>
          <Skeleton height={160} radius="md" />
        </Stack>
      )}
      {questionnaire.status === "error" && (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
            {questionnaire.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("intake.cancel")}
            </Button>
          </Group>
        </Stack>
      )}
      {questionnaire.status === "ready" && (
        <IntakeEditorForm questionnaire={questionnaire.questionnaire} saving={saving} error={error} onSave={onSave} onClose={onClose} />
      )}
    </Modal>
  );
}

type IntakeEditorFormProps = Pick<IntakeEditorModalProps, "saving" | "error" | "onSave" | "onClose"> & { questionnaire: IntakeQuestionnaire };

/** Focus for an element not drawn yet (a new row, a question's fields once it opens): tried each frame for half a second. */
function useFocusLater(): (id: string) => void {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!target) return;
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      const element = document.getElementById(target.id);
      if (element) element.focus();
      else if (++frames < 30) handle = requestAnimationFrame(attempt);
    };
    handle = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(handle);
  }, [target]);
  return (id) => setTarget({ id });
}

function IntakeEditorForm({ questionnaire, saving, error, onSave, onClose }: IntakeEditorFormProps) {
  const t = useServicesT();
  const locale = useLocale();
  const form: IntakeForm = useForm<IntakeValues>({ initialValues: intakeValuesOf(questionnaire), validate: intakeErrorsOf });
  /** The questions opened, by their row's id. */
  const [openedIds, setOpenedIds] = useState<string[]>([]);
  const [wasReset, setWasReset] = useState(false);
  const focusLater = useFocusLater();
  const { questions } = form.values;

  const open = (id: string) => setOpenedIds((current) => (current.includes(id) ? current : [...current, id]));

  const addQuestion = () => {
    const question = newQuestion();
    form.insertListItem("questions", question);
    open(question.id);
    focusLater(`${question.id}-en`);
  };

  const moveQuestion = (from: number, by: -1 | 1) => {
    const to = from + by;
    const question = questions[from];
    if (!question || to < 0 || to >= questions.length) return;
    form.reorderListItem("questions", { from, to });
    const atEdge = (by === -1 && to === 0) || (by === 1 && to === questions.length - 1);
    focusLater(`${question.id}-${(by === -1) !== atEdge ? "up" : "down"}`);
  };

  const removeQuestion = (index: number) => {
    form.removeListItem("questions", index);
    focusLater(addButtonId("questions"));
  };

  const reset = () => {
    form.setValues(intakeValuesOf(DEFAULT_INTAKE));
    form.clearErrors();
    setOpenedIds([]);
    setWasReset(true);
  };

  const errorsShown = Object.values(form.errors).some(Boolean);
  const where = [
    ...(hasErrorsUnder(form.errors, "always") ? [t("intake.whereAlways")] : []),
    ...questionsWithErrors(form.errors).map((n) => t("intake.whereQuestion", { n })),
    ...(form.errors.questions ? [t("intake.whereQuestions")] : []),
  ];
  if (where.length === 0) where.push(t("intake.whereQuestions"));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => onSave(intakeQuestionnaireOf(values)),
        (errors) => {
          // Every question with a problem is opened, so each problem is seen beside its field.
          const failing = questionsWithErrors(errors).flatMap((n) => form.values.questions[n - 1]?.id ?? []);
          setOpenedIds((current) => [...new Set([...current, ...failing])]);
        },
      )}
    >
      <Stack gap="lg">
        <Text>{t("intake.intro")}</Text>
        <Stack component="section" gap="sm" aria-labelledby="intake-always-heading">
          <div>
            <Title order={3} size="h4" id="intake-always-heading">
              {t("intake.alwaysTitle")}
            </Title>
            <Text size="sm">{t("intake.alwaysIntro")}</Text>
          </div>
          <IntakeItemsFields form={form} path="always" items={form.values.always} list={t("items.always")} focusLater={focusLater} />
        </Stack>
        <Stack component="section" gap="sm" aria-labelledby="intake-questions-heading">
          <div>
            <Title order={3} size="h4" id="intake-questions-heading">
              {t("intake.questionsTitle")}
            </Title>
            <Text size="sm">{t("intake.questionsIntro")}</Text>
          </div>
          {questions.length === 0 && <Text>{t("intake.noQuestions")}</Text>}
          {questions.length > 0 && (
            <Accordion multiple variant="separated" order={4} keepMounted={false} value={openedIds} onChange={setOpenedIds}>
              {questions.map((question, index) => {
                const n = index + 1;
                return (
                  <Accordion.Item key={question.id} value={question.id}>
                    <QuestionHeader
                      question={question}
                      n={n}
                      count={questions.length}
                      hasErrors={hasErrorsUnder(form.errors, `questions.${index}`)}
                      onMove={(by) => moveQuestion(index, by)}
                      onRemove={() => removeQuestion(index)}
                    />
                    <Accordion.Panel>
                      <IntakeQuestionFields form={form} index={index} question={question} focusLater={focusLater} />
                    </Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
          )}
          <ListError error={form.errors.questions} />
          <div>
            <Button
              id={addButtonId("questions")}
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={questions.length >= INTAKE_LIMITS.questions}
              onClick={addQuestion}
            >
              {t("intake.addQuestion")}
            </Button>
          </div>
        </Stack>
        {wasReset && (
          <Alert color="gray" variant="light" role="status">
            {t("intake.resetDone")}
          </Alert>
        )}
        {errorsShown && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
            {t("intake.invalid", { where: new Intl.ListFormat(locale, { type: "conjunction" }).format(where) })}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
            {error}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={reset} disabled={saving}>
            {t("intake.reset")}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("intake.cancel")}
            </Button>
            <Button type="submit" loading={saving}>
              {t("intake.save")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

type QuestionHeaderProps = {
  question: QuestionValues;
  /** Its number, from 1, and how many there are. */
  n: number;
  count: number;
  hasErrors: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/**
 * A question's row in the list: the button that opens it (a heading, with its number, its English
 * words, its type and whether it needs fixing), then Move up, Move down and Remove beside it, or
 * under it on a phone.
 */
function QuestionHeader({ question, n, count, hasErrors, onMove, onRemove }: QuestionHeaderProps) {
  const t = useServicesT();
  const typeName = t(`type.${question.type}`);
  return (
    <Flex direction={{ base: "column", xs: "row" }} gap={4} align={{ base: "stretch", xs: "center" }} pr={{ base: 0, xs: "xs" }}>
      <Box flex={1} miw={0}>
        <Accordion.Control>
          <Stack gap={2}>
            <Text fw={600}>{t("question.heading", { n, label: question.en.trim() || t("question.untitled") })}</Text>
            <Group gap="xs">
              <Text size="sm">{question.required ? t("question.summaryRequired", { type: typeName }) : typeName}</Text>
              {hasErrors && (
                <Badge size="sm" color="red.9" variant="filled" autoContrast>
                  {t("question.needsFixing")}
                </Badge>
              )}
            </Group>
          </Stack>
        </Accordion.Control>
      </Box>
      <Group gap={4} wrap="nowrap" justify="flex-end" px={{ base: "xs", xs: 0 }} pb={{ base: "xs", xs: 0 }}>
        <ActionIcon id={`${question.id}-up`} variant="default" size="lg" aria-label={t("question.moveUp", { n })} disabled={n === 1} onClick={() => onMove(-1)}>
          <IconArrowUp size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          id={`${question.id}-down`}
          variant="default"
          size="lg"
          aria-label={t("question.moveDown", { n })}
          disabled={n === count}
          onClick={() => onMove(1)}
        >
          <IconArrowDown size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={t("question.remove", { n })} onClick={onRemove}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Flex>
  );
}
