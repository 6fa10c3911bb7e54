import { Container, SimpleGrid, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { useIsPagePlaceholder } from "../lib/page-placeholder";
import { useCommonT } from "./common-messages";

/**
 * The full-page placeholder shown while the session check runs (docs/product.md §2.1) and while
 * a page's code loads. The footer waits until it is gone (client/lib/page-placeholder.ts).
 */
export function PageSkeleton() {
  const t = useCommonT();
  useIsPagePlaceholder();
  return (
    <Container py="xl" mih="calc(100dvh - 64px)" aria-busy="true">
      <div role="status">
        <VisuallyHidden>{t("loading")}</VisuallyHidden>
      </div>
      <Stack gap="lg" aria-hidden="true">
        <Skeleton height={44} width="70%" radius="sm" />
        <Skeleton height={16} width="90%" radius="sm" />
        <Skeleton height={16} width="60%" radius="sm" />
        <Skeleton height={40} width={220} radius="md" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
          <Skeleton height={180} />
          <Skeleton height={180} />
          <Skeleton height={180} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
