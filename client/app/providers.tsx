import "./shell-styles";
import { localStorageColorSchemeManager, MantineProvider, type MantineColorsTuple } from "@mantine/core";
import { I18nProvider } from "@lingui/react";
import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { THEME_STORAGE_KEY } from "../../server/shared/limits";
import { useCommonT } from "../components/common-messages";
import { useBusiness } from "../lib/business";
import { i18n } from "../lib/i18n";
import { loadLazily } from "../lib/load-lazily";
import { theme } from "../theme";
import classes from "./providers.module.css";

/**
 * The toasts' container (and its transitions) loads after the page, not before it (issue 18).
 * `notifications.show()` before it mounts is kept in the store and shown once it does.
 */
const Notifications = lazy(() =>
  loadLazily(() => Promise.all([import("@mantine/notifications"), import("@mantine/notifications/styles.layer.css")])).then(([module]) => ({
    default: module.Notifications,
  })),
);

/** The theme preference lives in localStorage under `theme` (docs/product.md §3). */
const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

/** The theme in the owner's primary colour when they chose one (decision 0249): the server made and checked its palette. */
function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const { palette } = useBusiness().brand;
  const t = useCommonT();
  const closeLabel = t("toast.close");
  const branded = useMemo(
    () => ({
      ...theme,
      ...(palette && { colors: { ...theme.colors, brand: palette as unknown as MantineColorsTuple } }),
      // Every toast's close button says what it does, in the reader's language (axe: button-name).
      components: { ...theme.components, Notification: { defaultProps: { closeButtonProps: { "aria-label": closeLabel } } } },
    }),
    [palette, closeLabel],
  );
  return (
    <MantineProvider theme={branded} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      {children}
    </MantineProvider>
  );
}

/**
 * What the whole app sits in. The data layer (tRPC and TanStack Query) is not among them: the
 * shell reads its three answers from client/lib/shell-data.ts, and each lazily loaded piece
 * that uses the layer brings its providers (client/lib/with-data-providers.tsx, decision 0257).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <BrandedMantineProvider>
        <Suspense fallback={null}>
          <Notifications position="top-right" className={classes.toasts} />
        </Suspense>
        {children}
      </BrandedMantineProvider>
    </I18nProvider>
  );
}
