import { ActionIcon, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconStarFilled } from "@tabler/icons-react";
import type { PublicReview } from "#server/shared/review.schema.ts";
import { useLocale } from "../../lib/i18n";
import { useMarketingT } from "./marketing-messages";
import classes from "./TestimonialsSection.module.css";
import { useDragScroll, useRowEdges } from "./use-drag-scroll";

const ROW_ID = "testimonials-row";

const STEPS = [
  { direction: -1, label: "testimonials.previous", Icon: IconChevronLeft },
  { direction: 1, label: "testimonials.next", Icon: IconChevronRight },
] as const;

function Stars({ rating }: { rating: number }) {
  const t = useMarketingT();
  return (
    <Group gap={2} role="img" aria-label={t("testimonials.rating", { rating })} className={classes.stars}>
      {Array.from({ length: rating }, (_, index) => (
        <IconStarFilled key={index} size={18} aria-hidden="true" />
      ))}
    </Group>
  );
}

export type TestimonialsSectionProps = { reviews: readonly PublicReview[] };

/** "March 2026" in the page's language, for a review's date (YYYY-MM-DD, a calendar day). */
const monthOf = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/**
 * 'What Our Clients Say' (docs/product.md §2.3): a row of cards that scrolls sideways by
 * mouse drag, touch swipe, or the arrow keys once the row has focus. That it scrolls shows
 * (issue 19): the next card peeks in past a faded edge, and Previous and Next buttons move it a
 * card at a time for the mouse, the keyboard and screen readers. The reviews are the owner's
 * (decision 0243), each in the page's language where the owner gave one.
 */
export function TestimonialsSection({ reviews }: TestimonialsSectionProps) {
  const t = useMarketingT();
  const locale = useLocale();
  const spanish = locale === "es";
  const rowRef = useDragScroll<HTMLDivElement>();
  const { before, after, step } = useRowEdges(rowRef);
  return (
    <Container component="section" py="xl" aria-labelledby="testimonials-heading">
      <Stack gap="lg">
        <Title order={2} id="testimonials-heading">
          {t("testimonials.heading")}
        </Title>
        <div
          ref={rowRef}
          id={ROW_ID}
          className={classes.row}
          role="region"
          aria-label={t("testimonials.region")}
          tabIndex={0}
          data-more-before={before || undefined}
          data-more-after={after || undefined}
        >
          {reviews.map((review) => (
            <Paper key={review.id} component="figure" withBorder radius="md" p="lg" className={classes.card}>
              <Stack gap="sm">
                <Stars rating={review.rating} />
                <blockquote className={classes.quote}>
                  <Text>{t("testimonials.quote", { text: (spanish && review.text_es) || review.text })}</Text>
                </blockquote>
                <figcaption>
                  <Text fw={600}>{(spanish && review.name_es) || review.name}</Text>
                  {review.given_on && (
                    <Text size="sm">{monthOf(review.given_on, locale)}</Text>
                  )}
                </figcaption>
              </Stack>
            </Paper>
          ))}
        </div>
        {(before || after) && (
          <Group justify="center" gap="md">
            {STEPS.map(({ direction, label, Icon }) => (
              <ActionIcon
                key={label}
                variant="default"
                size="lg"
                radius="xl"
                aria-label={t(label)}
                aria-controls={ROW_ID}
                disabled={direction < 0 ? !before : !after}
                onClick={() => step(direction)}
              >
                <Icon size={20} aria-hidden="true" />
              </ActionIcon>
            ))}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
