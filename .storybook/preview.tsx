import "@mantine/core/styles.css";
import { MantineProvider, useMantineColorScheme } from "@mantine/core";
import type { Decorator, Preview } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { httpLink } from "@trpc/client";
import { useEffect, useState, type ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { trpc } from "../client/lib/trpc";
import { theme } from "../client/theme";

/** Keeps Mantine's colour scheme in step with the toolbar's light/dark switch. */
function ColorSchemeSync({ scheme, children }: { scheme: "light" | "dark"; children: ReactNode }) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => setColorScheme(scheme), [scheme, setColorScheme]);
  return <>{children}</>;
}

/**
 * Views are props-only; containers that do fetch get a tRPC client whose calls
 * never reach a server (stories pass data through props or seeded query caches).
 */
function DataProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  const [trpcClient] = useState(() =>
    trpc.createClient({
      links: [
        httpLink({
          url: "/trpc",
          fetch: async () => new Response(JSON.stringify({ error: { message: "offline" } }), { status: 503 }),
        }),
      ],
    }),
  );
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

const withProviders: Decorator = (Story, context) => {
  const scheme = context.globals.theme === "dark" ? "dark" : "light";
  const path = (context.parameters.route as string | undefined) ?? "/";
  const { hook } = memoryLocation({ path, static: false });
  return (
    <MantineProvider theme={theme} defaultColorScheme={scheme}>
      <ColorSchemeSync scheme={scheme}>
        <DataProviders>
          <Router hook={hook}>
            <Story />
          </Router>
        </DataProviders>
      </ColorSchemeSync>
    </MantineProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    theme: {
      description: "Colour scheme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    a11y: { test: "error" },
    controls: { expanded: true },
  },
};

export default preview;
