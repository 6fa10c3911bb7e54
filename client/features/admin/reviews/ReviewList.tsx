import { ActionIcon, Badge, Button, Card, Group, Rating, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { REVIEW_LIMITS, type ReviewAdmin } from "#server/shared/review.schema.ts";
import { formatDateKey } from "#client/lib/business-time.ts";
import { useReviewsT } from "./reviews-messages";

type ReviewListProps = {
  reviews: readonly ReviewAdmin[];
  onEdit: (review: ReviewAdmin) => void;
  /** Moves a review one place up (-1) or down (+1) in the order the home page shows. */
  onMove: (review: ReviewAdmin, by: -1 | 1) => void;
  onHide: (review: ReviewAdmin) => void;
  onShow: (review: ReviewAdmin) => void;
  onDelete: (review: ReviewAdmin) => void;
  /** The review a change is running for, or "order" while the order is saved. */
  busy: number | "order" | null;
};

/** Every review in the home page's order: its stars, name line and words, its date or that it is a sample, and what the owner can do with it. */
export function ReviewList({ reviews, onEdit, onMove, onHide, onShow, onDelete, busy }: ReviewListProps) {
  const t = useReviewsT();
  return (
    <Stack component="ol" gap="sm" aria-label={t("reviews.listLabel")} p={0} m={0} style={{ listStyle: "none" }}>
      {reviews.map((review, index) => (
        <Card key={review.id} component="li" withBorder radius="md" padding="md">
          <Group justify="space-between" align="center" gap="md">
            <Stack gap={4} miw={0} flex={1}>
              <Group gap="xs">
                <Text fw={600}>{review.name}</Text>
                {review.sample && (
                  <Badge variant="filled" color="gray.7" autoContrast>
                    {t("review.sample")}
                  </Badge>
                )}
                {!review.shown && (
                  <Badge variant="filled" color="gray.7" autoContrast>
                    {t("review.hidden")}
                  </Badge>
                )}
              </Group>
              {review.name_es && (
                <Text size="sm" lang="es">
                  {review.name_es}
                </Text>
              )}
              <Group gap="xs">
                <Rating value={review.rating} count={REVIEW_LIMITS.maxRating} readOnly size="sm" aria-hidden />
                <Text size="sm">{t("review.stars", { rating: review.rating, max: REVIEW_LIMITS.maxRating })}</Text>
              </Group>
              <Text size="sm" lineClamp={3}>
                {review.text}
              </Text>
              {review.sample ? (
                <Text size="sm" fs="italic">
                  {t("review.sampleLine")}
                </Text>
              ) : (
                review.given_on && <Text size="sm">{t("review.givenOn", { date: formatDateKey(review.given_on) })}</Text>
              )}
            </Stack>
            <Group gap="xs">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t("review.moveUp", { name: review.name })}
                disabled={index === 0 || busy !== null}
                onClick={() => onMove(review, -1)}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t("review.moveDown", { name: review.name })}
                disabled={index === reviews.length - 1 || busy !== null}
                onClick={() => onMove(review, 1)}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
              <Button variant="default" onClick={() => onEdit(review)} aria-label={t("review.editLabel", { name: review.name })}>
                {t("review.edit")}
              </Button>
              {review.shown ? (
                <Button
                  variant="default"
                  onClick={() => onHide(review)}
                  loading={busy === review.id}
                  aria-label={t("review.hideLabel", { name: review.name })}
                >
                  {t("review.hide")}
                </Button>
              ) : (
                <Button
                  variant="default"
                  onClick={() => onShow(review)}
                  loading={busy === review.id}
                  aria-label={t("review.showLabel", { name: review.name })}
                >
                  {t("review.show")}
                </Button>
              )}
              <Button
                color="red"
                variant="outline"
                onClick={() => onDelete(review)}
                disabled={busy === review.id}
                aria-label={t("review.deleteLabel", { name: review.name })}
              >
                {t("review.delete")}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
