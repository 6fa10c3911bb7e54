import { Alert, Button, Checkbox, Group, Modal, Radio, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { REVIEW_LIMITS, reviewBody, type ReviewAdmin, type ReviewBody } from "#server/shared/review.schema.ts";
import type { DateKey } from "#client/lib/business-time.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { zodFieldErrors } from "#client/lib/form-errors.ts";
import { localMessage } from "#client/lib/server-messages.ts";
import { useReviewsT } from "./reviews-messages";

export type ReviewFormModalProps = {
  opened: boolean;
  /** The review being edited (a sample too); null adds a new one. */
  review: ReviewAdmin | null;
  /** Today in the office's time zone: a review is something a client already said. */
  today: DateKey;
  submitting: boolean;
  /** The server's refusal of the last save (the date, the limit of reviews), shown in the dialog; null for none. */
  error: string | null;
  /** Resolves true once saved; the dialog then closes. */
  onSubmit: (body: ReviewBody) => Promise<boolean>;
  onClose: () => void;
};

type Values = {
  name: string;
  name_es: string;
  text: string;
  text_es: string;
  /** "1" to "5" as the radio group holds it; "" until chosen. */
  rating: string;
  /** YYYY-MM-DD as the date field gives it; "" until chosen. */
  given_on: string;
  client_consented: boolean;
};

const RATINGS = Array.from({ length: REVIEW_LIMITS.maxRating }, (_, index) => index + 1);

/** The consent is never ticked in advance: the owner confirms it at every save (the server records it then). */
const valuesOf = (review: ReviewAdmin | null): Values => ({
  name: review?.name ?? "",
  name_es: review?.name_es ?? "",
  text: review?.text ?? "",
  text_es: review?.text_es ?? "",
  rating: review ? String(review.rating) : "",
  given_on: review?.given_on ?? "",
  client_consented: false,
});

/** What the form hands the shared schema: blank Spanish lines are dropped by it, an unchosen rating is refused by it. */
const candidateOf = (values: Values) => ({
  name: values.name,
  name_es: values.name_es,
  text: values.text,
  text_es: values.text_es,
  rating: values.rating === "" ? undefined : Number(values.rating),
  given_on: values.given_on,
  client_consented: values.client_consented,
});

/**
 * Adds or edits a review (decision 0243): the client's name line and words in English and,
 * optionally, Spanish, the stars, the day it was given, and the client's consent, which the server
 * requires on every save. A sample saved here becomes the owner's own review. Each field says what
 * is wrong in the server's own words (the shared schema).
 */
export function ReviewFormModal({ opened, review, today, submitting, error, onSubmit, onClose }: ReviewFormModalProps) {
  const t = useReviewsT();
  const form = useForm<Values>({
    initialValues: valuesOf(review),
    validate: (values) => {
      const errors = zodFieldErrors(reviewBody, candidateOf(values));
      if (values.given_on === "") errors.given_on = t("form.dateRequired");
      else if (!errors.given_on && values.given_on > today) errors.given_on = localMessage("reviews.dateFuture");
      return errors;
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={review ? t("form.editTitle", { name: review.name }) : t("form.addTitle")}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("form.closeDialog") }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          await onSubmit(reviewBody.parse(candidateOf(values)));
        })}
      >
        <Stack gap="md">
          {review?.sample && (
            <Alert color="gray" variant="light">
              {t("form.sampleNotice")}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t("form.name")}
              description={t("form.nameHint")}
              required
              maxLength={REVIEW_LIMITS.nameMaxLength}
              autoComplete="off"
              {...form.getInputProps("name")}
            />
            <TextInput
              label={t("form.nameEs")}
              description={t("form.nameEsHint")}
              lang="es"
              maxLength={REVIEW_LIMITS.nameMaxLength}
              autoComplete="off"
              {...form.getInputProps("name_es")}
            />
          </SimpleGrid>
          <Textarea
            label={t("form.text")}
            description={t("form.textHint", { max: REVIEW_LIMITS.textMaxLength })}
            required
            autosize
            minRows={3}
            maxLength={REVIEW_LIMITS.textMaxLength}
            {...form.getInputProps("text")}
          />
          <Textarea
            label={t("form.textEs")}
            description={t("form.textEsHint")}
            lang="es"
            autosize
            minRows={3}
            maxLength={REVIEW_LIMITS.textMaxLength}
            {...form.getInputProps("text_es")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Radio.Group label={t("form.rating")} required {...form.getInputProps("rating")}>
              <Group gap="md" mt="xs">
                {RATINGS.map((rating) => (
                  <Radio key={rating} value={String(rating)} label={t("form.ratingOption", { rating })} />
                ))}
              </Group>
            </Radio.Group>
            <TextInput type="date" label={t("form.date")} description={t("form.dateHint")} required max={today} {...form.getInputProps("given_on")} />
          </SimpleGrid>
          <Checkbox
            label={t("form.consent")}
            description={t("form.consentHint")}
            required
            {...form.getInputProps("client_consented", { type: "checkbox" })}
          />
          <ActionMessage message={error ? { kind: "error", text: error } : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={submitting}>
              {t("form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
