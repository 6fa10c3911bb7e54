import { Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import type { Testimonial } from "./testimonials-content";
import { useMarketingT } from "./marketing-messages";
import classes from "./TestimonialsSection.module.css";
import { useDragScroll } from "./use-drag-scroll";

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

export type TestimonialsSectionProps = { testimonials: readonly Testimonial[] };

/**
 * 'What Our Clients Say' (SPEC.md section 2): a row of cards that scrolls sideways by
 * mouse drag, touch swipe, or the arrow keys once the row has focus.
 */
export function TestimonialsSection({ testimonials }: TestimonialsSectionProps) {
  const t = useMarketingT();
  const rowRef = useDragScroll<HTMLDivElement>();
  return (
    <Container component="section" size="lg" py="xl" aria-labelledby="testimonials-heading">
      <Stack gap="lg">
        <Title order={2} id="testimonials-heading">
          {t("testimonials.heading")}
        </Title>
        <div ref={rowRef} className={classes.row} role="region" aria-label={t("testimonials.region")} tabIndex={0}>
          {testimonials.map((testimonial) => (
            <Paper key={testimonial.id} component="figure" withBorder radius="md" p="lg" className={classes.card}>
              <Stack gap="sm">
                <Stars rating={testimonial.rating} />
                <blockquote className={classes.quote}>
                  <Text>{t("testimonials.quote", { text: t(testimonial.text) })}</Text>
                </blockquote>
                <Text component="figcaption" fw={600}>
                  {t(testimonial.name)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </div>
      </Stack>
    </Container>
  );
}
