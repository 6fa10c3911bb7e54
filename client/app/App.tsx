import { AppShell } from "@mantine/core";
import { AppProviders } from "./providers";
import { AppRoutes } from "./routes";

export function App() {
  return (
    <AppProviders>
      <AppShell>
        <AppShell.Main>
          <AppRoutes />
        </AppShell.Main>
      </AppShell>
    </AppProviders>
  );
}
