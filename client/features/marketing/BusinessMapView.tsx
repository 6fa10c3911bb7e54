import { Alert, Box, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { IconMapOff } from "@tabler/icons-react";
import type { Ref } from "react";
import { useBusiness } from "../../lib/business";
import { LocationCard } from "./LocationCard";
import { useMarketingT } from "./marketing-messages";
import classes from "./BusinessMapView.module.css";

/**
 * no-key: no maps key configured; load-failed: the maps script could not load;
 * auth-failed: Google rejected the key (window.gm_authFailure); loading / ready: the map.
 */
export type MapStatus = "no-key" | "loading" | "ready" | "auth-failed" | "load-failed";

export type BusinessMapViewProps = {
  status: MapStatus;
  /** The element the map provider draws into. */
  canvasRef?: Ref<HTMLDivElement>;
};

const MAP_HEIGHT = 380;

/** Never a broken map: without a working map the visitor gets the address, phone and directions. */
export function BusinessMapView({ status, canvasRef }: BusinessMapViewProps) {
  const t = useMarketingT();
  const business = useBusiness();
  if (status === "no-key" || status === "load-failed") return <LocationCard />;

  if (status === "auth-failed") {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" title={t("map.failedTitle")} icon={<IconMapOff aria-hidden="true" />}>
          {t("map.failedText")}
        </Alert>
        <LocationCard />
      </Stack>
    );
  }

  return (
    <Box pos="relative" h={MAP_HEIGHT} className={classes.frame}>
      <Box
        ref={canvasRef}
        role="region"
        aria-label={t("map.region", { business: business.name })}
        h="100%"
        w="100%"
      />
      {status === "loading" && (
        <Box pos="absolute" inset={0}>
          <Skeleton h="100%" radius={0} />
          <div role="status">
            <VisuallyHidden>{t("map.loading")}</VisuallyHidden>
          </div>
        </Box>
      )}
    </Box>
  );
}
