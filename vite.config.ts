import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: "client",
  publicDir: "public",
  plugins: [react()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-bundle-size.ts to find what the home page loads up front.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/trpc": apiTarget,
    },
  },
});
