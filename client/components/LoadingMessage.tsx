import { Center, Group, Loader, Text } from "@mantine/core";
import { useCommonT } from "./common-messages";

/** The 'Loading' placeholder of a protected route while the session check runs (docs/product.md §2.2). */
export function LoadingMessage({ label }: { label?: string }) {
  const t = useCommonT();
  return (
    <Center py="xl" mih="50vh">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{label ?? t("loadingPage")}</Text>
      </Group>
    </Center>
  );
}
