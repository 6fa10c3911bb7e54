import { Alert, Button, Checkbox, Group, NumberInput, Radio, Stack, Text, Textarea, Title, VisuallyHidden } from "@mantine/core";
import { IconAlertCircle, IconInfoCircle } from "@tabler/icons-react";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import type { IntakeView } from "#server/shared/documents.schema.ts";
import { checkAnswers, INTAKE_LIMITS, type IntakeAnswers, type IntakeQuestion } from "#server/shared/intake.schema.ts";
import type { MessageCode } from "#server/shared/i18n/server-messages.ts";
import { ActionMessage } from "../../../components/ActionMessage";
import { useLocale } from "../../../lib/i18n";
import { localMessage } from "../../../lib/server-messages";
import type { TimedMessage } from "../../../lib/use-timed-message";
import { useAppointmentPrepT } from "./appointment-prep-messages";
import { answerText } from "./document-format";
import classes from "./PrepareAppointment.module.css";

export type IntakeSectionProps = {
  intake: IntakeView;
  /** The appointment is cancelled or over: the answers are shown, not asked. */
  closed: boolean;
  saving: boolean;
  /** Why the last save failed. */
  message: TimedMessage | null;
  /** Called with the answers as checkAnswers keeps them, once every question is answered as it asks. */
  onSave: (answers: IntakeAnswers) => void;
};

type Answer = IntakeAnswers[string];

/** An option's whole line is its touch target. */
const OPTION_CLASSES = { body: classes.optionBody, label: classes.optionLabel };

/** A question's label, with "(required)" read out after it where the asterisk shows. */
function QuestionLabel({ question }: { question: IntakeQuestion }) {
  const t = useAppointmentPrepT();
  const locale = useLocale();
  return (
    <>
      {question.label[locale]}
      {question.required && <VisuallyHidden> {t("intake.required")}</VisuallyHidden>}
    </>
  );
}

/** One question as a field of its type, with its help line and its problem (in the reader's language). */
function QuestionField({
  question,
  answer,
  problem,
  onChange,
}: {
  question: IntakeQuestion;
  answer: Answer | undefined;
  problem: string | undefined;
  onChange: (answer: Answer | undefined) => void;
}) {
  const t = useAppointmentPrepT();
  const locale = useLocale();
  const common = {
    label: <QuestionLabel question={question} />,
    description: question.help?.[locale],
    withAsterisk: question.required,
    error: problem ? localMessage(problem as MessageCode) : undefined,
    size: "md" as const,
  };
  switch (question.type) {
    case "yesNo":
      return (
        <Radio.Group
          {...common}
          value={answer === true ? "yes" : answer === false ? "no" : ""}
          onChange={(value) => onChange(value === "yes")}
        >
          <Group gap="xl" mt="xs">
            <Radio value="yes" label={t("intake.yes")} size="md" classNames={OPTION_CLASSES} />
            <Radio value="no" label={t("intake.no")} size="md" classNames={OPTION_CLASSES} />
          </Group>
        </Radio.Group>
      );
    case "choice":
      return question.multiple ? (
        <Checkbox.Group {...common} value={Array.isArray(answer) ? answer : []} onChange={(value) => onChange(value)}>
          <Stack gap={4} mt="xs">
            {question.options.map((option) => (
              <Checkbox key={option.key} value={option.key} label={option.label[locale]} size="md" classNames={OPTION_CLASSES} />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : (
        <Radio.Group {...common} value={typeof answer === "string" ? answer : ""} onChange={(value) => onChange(value)}>
          <Stack gap={4} mt="xs">
            {question.options.map((option) => (
              <Radio key={option.key} value={option.key} label={option.label[locale]} size="md" classNames={OPTION_CLASSES} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case "number":
      return (
        <NumberInput
          {...common}
          value={typeof answer === "number" ? answer : ""}
          onChange={(value) => onChange(typeof value === "number" ? value : undefined)}
          min={question.min}
          max={question.max}
          allowDecimal={false}
          allowNegative={question.min < 0}
          inputMode="numeric"
          classNames={{ wrapper: classes.numberField }}
        />
      );
    case "text":
      return (
        <Textarea
          {...common}
          value={typeof answer === "string" ? answer : ""}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={INTAKE_LIMITS.answerText}
          autosize
          minRows={2}
        />
      );
  }
}

/** The questions as a form: each checked as the server checks it (checkAnswers) before anything is sent. */
function IntakeForm({ intake, saving, message, onSave }: Omit<IntakeSectionProps, "closed">) {
  const t = useAppointmentPrepT();
  const { questionnaire } = intake;
  const [answers, setAnswers] = useState<IntakeAnswers>(intake.answers);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);

  const change = (key: string, answer: Answer | undefined) => {
    setAnswers((current) => {
      const next = { ...current };
      if (answer === undefined) delete next[key];
      else next[key] = answer;
      return next;
    });
    setProblems((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAnswers(questionnaire, answers);
    setProblems(checked.problems);
    const first = questionnaire.questions.find((question) => checked.problems[question.key]);
    if (first) {
      // To the first question to fix: a keyboard or screen-reader user lands where the work is.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[data-question="${first.key}"] input, [data-question="${first.key}"] textarea`)?.focus());
      return;
    }
    onSave(checked.answers);
  };

  const hasProblems = Object.keys(problems).length > 0;
  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="lg">
        {questionnaire.questions.some((question) => question.required) && <Text size="sm">{t("intake.requiredNote")}</Text>}
        {questionnaire.questions.map((question) => (
          <div key={question.key} data-question={question.key}>
            <QuestionField question={question} answer={answers[question.key]} problem={problems[question.key]} onChange={(answer) => change(question.key, answer)} />
          </div>
        ))}
        {hasProblems && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
            {t("intake.fixProblems")}
          </Alert>
        )}
        <ActionMessage message={message} />
        <Group>
          <Button type="submit" size="md" loading={saving} className={classes.wideOnPhone}>
            {t("intake.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The answers as given, read only: reviewed by the office, or the appointment is over. */
function AnswersList({ intake }: { intake: IntakeView }) {
  const t = useAppointmentPrepT();
  const locale = useLocale();
  return (
    <Stack component="dl" gap="md" className={classes.answers}>
      {intake.questionnaire.questions.map((question) => {
        const text = answerText(question, intake.answers[question.key], locale, t);
        return (
          <div key={question.key}>
            <Text component="dt" fw={600}>
              {question.label[locale]}
            </Text>
            <Text component="dd" fs={text === null ? "italic" : undefined} className={classes.answerText}>
              {text ?? t("intake.notAnswered")}
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Alert color="gray" variant="light" role="note" icon={<IconInfoCircle size={20} aria-hidden />}>
      {children}
    </Alert>
  );
}

/** "Questions about your taxes": the service's questionnaire in the reader's language (decision 0253). */
export function IntakeSection({ intake, closed, saving, message, onSave }: IntakeSectionProps) {
  const t = useAppointmentPrepT();
  const reviewed = intake.reviewed_at !== null;
  const empty = intake.questionnaire.questions.length === 0;
  return (
    <Stack component="section" aria-labelledby="intake-heading" gap="md">
      <Title order={2} size="h3" id="intake-heading">
        {t("intake.heading")}
      </Title>
      {empty ? (
        <Text>{t("intake.noQuestions")}</Text>
      ) : reviewed || closed ? (
        <>
          {reviewed && !closed && <Note>{t("intake.reviewed")}</Note>}
          <AnswersList intake={intake} />
        </>
      ) : (
        <>
          <Text>{t("intake.intro")}</Text>
          {/* A new copy of the answers from the server starts the form again from them. */}
          <IntakeForm key={intake.updated_at ?? "new"} intake={intake} saving={saving} message={message} onSave={onSave} />
        </>
      )}
    </Stack>
  );
}
