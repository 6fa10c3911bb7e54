import { Alert, Button, Container, Group, Skeleton, Stack, Text } from "@mantine/core";
import { REVIEW_LIMITS, type ReviewAdmin } from "#server/shared/review.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { AdminPageHeader } from "../common/AdminPageHeader";
import { OfficeNotice } from "../common/OfficeNotice";
import { ReviewList } from "./ReviewList";
import { useReviewsT } from "./reviews-messages";

export type ReviewsState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; reviews: readonly ReviewAdmin[] };

export type ReviewsViewProps = {
  reviews: ReviewsState;
  /** The last change's outcome; clears itself after 4 seconds. */
  message: TimedMessage | null;
  onAdd: () => void;
  onEdit: (review: ReviewAdmin) => void;
  onMove: (review: ReviewAdmin, by: -1 | 1) => void;
  onHide: (review: ReviewAdmin) => void;
  onShow: (review: ReviewAdmin) => void;
  /** Asks before deleting (the page's confirmation dialog). */
  onDelete: (review: ReviewAdmin) => void;
  busy: number | "order" | null;
  homeHref: string;
  /** Whether the home page shows its reviews section at all (decision 0242), and where that is set. */
  section: { shown: boolean; settingsHref: string };
};

const FULL_HINT_ID = "reviews-full-hint";

/**
 * /admin/reviews (the owner's, decision 0243): the home page's reviews, in order, and adding one.
 * While a sample is shown, a notice says plainly that nobody said it.
 */
export function ReviewsView(props: ReviewsViewProps) {
  const t = useReviewsT();
  const { reviews } = props;
  const samplesShown = props.section.shown && reviews.status === "ready" && reviews.reviews.some((review) => review.sample && review.shown);
  const full = reviews.status === "ready" && reviews.reviews.length >= REVIEW_LIMITS.maxReviews;
  return (
    <Container py="xl">
      <Stack gap="lg">
        <AdminPageHeader title={t("reviews.title")} homeHref={props.homeHref} />
        {samplesShown && <OfficeNotice title={t("reviews.samplesTitle")} text={t("reviews.samples")} />}
        {!props.section.shown && (
          <OfficeNotice
            title={t("reviews.sectionHiddenTitle")}
            text={t("reviews.sectionHidden")}
            action={{ href: props.section.settingsHref, label: t("reviews.sectionSettings") }}
          />
        )}
        <Text>{t("reviews.intro")}</Text>
        <ActionMessage message={props.message} />
        {reviews.status === "error" && (
          <Alert color="red" variant="light">
            {reviews.message}
          </Alert>
        )}
        {reviews.status === "loading" && (
          <Stack gap="sm" aria-busy="true">
            <Text>{t("reviews.loading")}</Text>
            <Skeleton height={96} radius="md" />
          </Stack>
        )}
        {reviews.status === "ready" && reviews.reviews.length === 0 && <Text>{t("reviews.empty")}</Text>}
        {reviews.status === "ready" && reviews.reviews.length > 0 && (
          <ReviewList
            reviews={reviews.reviews}
            onEdit={props.onEdit}
            onMove={props.onMove}
            onHide={props.onHide}
            onShow={props.onShow}
            onDelete={props.onDelete}
            busy={props.busy}
          />
        )}
        <Group gap="sm">
          <Button onClick={props.onAdd} disabled={full} aria-describedby={full ? FULL_HINT_ID : undefined}>
            {t("reviews.add")}
          </Button>
          {full && (
            <Text size="sm" id={FULL_HINT_ID}>
              {t("reviews.full", { max: REVIEW_LIMITS.maxReviews })}
            </Text>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
