import "@mantine/core/styles.css";
import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { THEME_STORAGE_KEY } from "../../server/shared/limits";
import { createQueryClient } from "../lib/query-client";
import { trpc } from "../lib/trpc";
import { createTrpcClient } from "../lib/trpc-client";
import { theme } from "../theme";

/** The theme preference lives in localStorage under `theme` (SPEC.md section 3). */
const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
