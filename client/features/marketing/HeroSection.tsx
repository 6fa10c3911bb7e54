import { Box, Button, Container, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "wouter";
import { paths } from "../../app/paths";
import classes from "./HeroSection.module.css";
import { useMarketingT } from "./marketing-messages";

/** The home page's hero (SPEC.md section 2 "Home hero"). */
export function HeroSection() {
  const t = useMarketingT();
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap="lg" maw={720}>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
            {t("hero.title")}
          </Title>
          <Text size="xl">{t("hero.text")}</Text>
          <Group>
            <Button component={Link} href={paths.book} size="lg">
              {t("bookAppointment")}
            </Button>
            <Button component={Link} href={paths.services} size="lg" variant="outline">
              {t("hero.learnMore")}
              {/* Said, not shown: "Learn More" alone does not say where the link goes (screen readers, search engines). */}
              <VisuallyHidden>{t("hero.learnMoreTopic")}</VisuallyHidden>
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
