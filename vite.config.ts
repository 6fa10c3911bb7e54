import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompileCatalogs } from "./scripts/precompile-catalogs.ts";

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: "client",
  publicDir: "public",
  plugins: [react(), precompileCatalogs()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-bundle-size.ts to find what the home page loads up front.
    manifest: true,
    rollupOptions: {
      treeshake: {
        // @trpc/client's package.json does not say it is free of side effects (@trpc/server's
        // does), so its WebSocket link, which this site never uses, was bundled into every page
        // (issue 18). Its modules only define things; every other package keeps its own word.
        moduleSideEffects: (id) => !id.includes("/node_modules/@trpc/client/"),
      },
      output: {
        // What the entry loads before the app runs is one chunk, not dozens of small shared ones:
        // each split-off piece costs its own import/export glue and gzip frame, about 1.5 KB in all
        // on the home page (issue 19). Lazy routes still get chunks of their own.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
      },
      onwarn(warning, warn) {
        // @mantine/schedule reads rrule's default export only when it exists (it falls back to the
        // named one); the admin calendar never uses recurrence anyway. Every other warning shows.
        if (warning.code === "IMPORT_IS_UNDEFINED" && warning.id?.includes("@mantine/schedule")) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/trpc": apiTarget,
    },
  },
});
