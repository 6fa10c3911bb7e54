import { Center, Group, Loader, Text } from "@mantine/core";

/** The 'Loading' placeholder of a protected route while the session check runs (SPEC.md section 2). */
export function LoadingMessage({ label = "Loading" }: { label?: string }) {
  return (
    <Center py="xl" mih="50vh">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{label}</Text>
      </Group>
    </Center>
  );
}
