import "@mantine/core/styles.layer.css";
import { I18nProvider } from "@lingui/react";
import {
  MantineProvider,
  useMantineColorScheme,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from "@mantine/core";
import type { Decorator, Preview } from "@storybook/react-vite";
import { QueryClient } from "@tanstack/react-query";
import { httpLink } from "@trpc/client";
import { useEffect, useState, type ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createDataLayer } from "../client/lib/data-layer/data-layer";
import { activateLocale, i18n } from "../client/lib/i18n";
import { provideDataLayer } from "../client/lib/shell-data";
import { trpc } from "../client/lib/trpc";
import { PLACEHOLDER_PROFILE } from "../server/shared/business";
import { DEFAULT_SERVICES } from "../server/shared/default-services";
import { DEFAULT_REVIEWS } from "../server/shared/default-reviews";
import { theme } from "../client/theme";
import { registerSchemeSetter } from "./second-scheme";

/**
 * A colour-scheme store that lives as long as one rendered story. The toolbar sets the
 * starting scheme; a theme toggle inside the story may change it afterwards, and nothing
 * leaks into the next story through localStorage.
 */
function storyColorSchemeManager(): MantineColorSchemeManager {
  let stored: MantineColorScheme | null = null;
  return {
    get: (defaultValue) => stored ?? defaultValue,
    set: (value) => {
      stored = value;
    },
    subscribe: () => {},
    unsubscribe: () => {},
    clear: () => {
      stored = null;
    },
  };
}

/**
 * Views are props-only; containers that do fetch get a tRPC client whose calls
 * never reach a server (stories pass data through props or seeded query caches).
 * The story's data layer is the one the app's shell and lazily loaded pieces use
 * (client/lib/shell-data.ts), made before anything in the story reads it.
 */
function DataProviders({ children }: { children: ReactNode }) {
  const [layer] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const trpcClient = trpc.createClient({
      links: [
        httpLink({
          url: "/trpc",
          fetch: async () => new Response(JSON.stringify({ error: { message: "offline" } }), { status: 503 }),
        }),
      ],
    });
    return provideDataLayer(createDataLayer(queryClient, trpcClient));
  });
  return (
    <layer.Providers>
      <StoryBusiness />
      {children}
    </layer.Providers>
  );
}

/**
 * The business profile every story's screens read (`useBusiness`), as a page would carry it: the
 * placeholders, with a fresh install's services and sample reviews (pages never bundle those;
 * decisions 0237 and 0243).
 */
function StoryBusiness() {
  const utils = trpc.useUtils();
  useState(() => utils.business.get.setData(undefined, { ...PLACEHOLDER_PROFILE, services: [...DEFAULT_SERVICES], reviews: [...DEFAULT_REVIEWS] }));
  return null;
}

/** Lends the story's `setColorScheme` to the story test's second-scheme check (`./second-scheme.ts`). */
function SchemeSetterForTests() {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => registerSchemeSetter(setColorScheme), [setColorScheme]);
  return null;
}

type StoryProvidersProps = { scheme: "light" | "dark"; path: string; children: ReactNode };

/**
 * Everything a story needs around it. The colour-scheme store and the memory location are
 * made once per mount, so a re-render (a story's own state change) keeps the scheme the
 * story switched to and the route it navigated to. The decorator remounts this component
 * when the toolbar's scheme or the story's route changes.
 */
function StoryProviders({ scheme, path, children }: StoryProvidersProps) {
  const [colorSchemeManager] = useState(storyColorSchemeManager);
  const [location] = useState(() => memoryLocation({ path, static: false }));
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme={scheme} colorSchemeManager={colorSchemeManager}>
        <SchemeSetterForTests />
        <DataProviders>
          <Router hook={location.hook}>{children}</Router>
        </DataProviders>
      </MantineProvider>
    </I18nProvider>
  );
}

const withProviders: Decorator = (Story, context) => {
  const scheme = context.globals.theme === "dark" ? "dark" : "light";
  const path = (context.parameters.route as string | undefined) ?? "/";
  return (
    <StoryProviders key={`${scheme} ${path} ${String(context.globals.lang)}`} scheme={scheme} path={path}>
      <Story />
    </StoryProviders>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  // Each story is shown in the toolbar's language (or the one it pins), loaded before it renders.
  loaders: [async ({ globals }) => activateLocale(globals.lang === "es" ? "es" : "en")],
  globalTypes: {
    lang: {
      description: "Language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "es", title: "Español" },
        ],
        dynamicTitle: true,
      },
    },
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
  initialGlobals: { theme: "light", lang: "en" },
  parameters: {
    // `iframes: false`: the only frames in stories are the emails' previews, sandboxed so no script
    // runs in them, axe's among them. axe waited half a second per run for each frame to answer
    // before giving up on it; the frame element itself (its title) is still checked (decision 0162).
    a11y: { test: "error", options: { resultTypes: ["violations"], iframes: false } },
    controls: { expanded: true },
  },
};

export default preview;
