import { Button, Group, List, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconLock, IconLockOpen, IconMessageQuestion } from "@tabler/icons-react";
import { useId } from "react";
import type { IntakeView } from "#server/shared/documents.schema.ts";
import { EmptyState } from "#client/components/EmptyState.tsx";
import { formatDateTime } from "#client/lib/business-time.ts";
import { useLocale } from "#client/lib/i18n.ts";
import type { LoadState } from "#client/lib/query-state.ts";
import { useDocumentsT } from "./documents-messages";
import { answerInWords } from "./intake-answer";

export type IntakeState = LoadState<{ intake: IntakeView }>;

export type IntakeAnswersSectionProps = {
  intake: IntakeState;
  timeZone: string;
  /** Marking them reviewed (or reopening them) is running. */
  reviewing: boolean;
  onSetReviewed: (reviewed: boolean) => void;
};

/**
 * The client's answers to the service's questionnaire (decision 0253), each question with its answer
 * in words, in the page's language; and the office's review, which ends the client's editing.
 */
export function IntakeAnswersSection({ intake, timeZone, reviewing, onSetReviewed }: IntakeAnswersSectionProps) {
  const t = useDocumentsT();
  const locale = useLocale();
  const headingId = useId();
  const words = { yes: t("intake.yes"), no: t("intake.no") };
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t("intake.title")}
      </Title>
      {intake.status === "loading" && (
        <Stack gap={4} aria-busy="true">
          <Text size="sm">{t("intake.loading")}</Text>
          <Skeleton height={40} radius="sm" />
        </Stack>
      )}
      {intake.status === "error" && (
        <Text size="sm" c="red" role="alert">
          {intake.message}
        </Text>
      )}
      {intake.status === "ready" && intake.intake.questionnaire.questions.length === 0 && (
        <EmptyState size="sm" icon={IconMessageQuestion} message={t("intake.noQuestions")} />
      )}
      {intake.status === "ready" && intake.intake.questionnaire.questions.length > 0 && intake.intake.updated_at === null && (
        <EmptyState size="sm" icon={IconMessageQuestion} message={t("intake.notAnswered")} />
      )}
      {intake.status === "ready" && intake.intake.questionnaire.questions.length > 0 && intake.intake.updated_at !== null && (
        <>
          <Stack component="dl" gap="xs" m={0}>
            {intake.intake.questionnaire.questions.map((question) => {
              const answer = answerInWords(question, intake.intake.answers[question.key], locale, words);
              return (
                <div key={question.key}>
                  <Text component="dt" size="sm" fw={600}>
                    {question.label[locale]}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {answer.length === 0 && <em>{t("intake.noAnswer")}</em>}
                    {answer.length > 0 && question.type === "choice" && question.multiple ? (
                      <List size="sm" spacing={2}>
                        {answer.map((choice) => (
                          <List.Item key={choice}>{choice}</List.Item>
                        ))}
                      </List>
                    ) : (
                      answer.join(", ")
                    )}
                  </Text>
                </div>
              );
            })}
          </Stack>
          <Text size="sm">{t("intake.answeredAt", { when: formatDateTime(intake.intake.updated_at, timeZone) })}</Text>
          <Text size="sm">
            {intake.intake.reviewed_at
              ? t("intake.reviewedAt", { when: formatDateTime(intake.intake.reviewed_at, timeZone) })
              : t("intake.notReviewed")}
          </Text>
          <Group>
            {intake.intake.reviewed_at ? (
              <Button size="xs" variant="default" leftSection={<IconLockOpen size={14} aria-hidden />} loading={reviewing} onClick={() => onSetReviewed(false)}>
                {t("intake.reopen")}
              </Button>
            ) : (
              <Button size="xs" leftSection={<IconLock size={14} aria-hidden />} loading={reviewing} onClick={() => onSetReviewed(true)}>
                {t("intake.markReviewed")}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
