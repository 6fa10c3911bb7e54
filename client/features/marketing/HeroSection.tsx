import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { paths } from "../../app/paths";
import classes from "./HeroSection.module.css";

/** The home page's hero (SPEC.md section 2 "Home hero"). */
export function HeroSection() {
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap="lg" maw={720}>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
            Stress-Free Tax Services You Can Trust
          </Title>
          <Text size="xl">
            Personal returns, small-business taxes and IRS representation from a local Fresno team. We explain every
            number, file on time, and stand beside you if the IRS ever writes.
          </Text>
          <Group>
            <Button component={Link} href={paths.book} size="lg">
              Book an Appointment
            </Button>
            <Button component={Link} href={paths.services} size="lg" variant="outline">
              Learn More
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
