import { Alert, Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { LAYOUT } from "#server/shared/design-tokens.ts";

export type AuthLayoutProps = {
  title: string;
  subtitle: ReactNode;
  /** The server's (or the fallback) error for the last attempt. */
  error: string | null;
  children: ReactNode;
};

/** The narrow card shared by the login and registration screens. */
export function AuthLayout({ title, subtitle, error, children }: AuthLayoutProps) {
  return (
    <Container size={LAYOUT.narrow} py={{ base: "xl", sm: 64 }}>
      <Stack gap="xs" mb="lg" ta="center">
        <Title order={1}>{title}</Title>
        <Text>{subtitle}</Text>
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
