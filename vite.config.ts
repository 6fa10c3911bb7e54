import { constants as zlib } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { precompileCatalogs } from "./scripts/precompile-catalogs.ts";

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * @mantine/schedule reads rrule's default export only when it exists (it falls back to the
 * named one); the admin calendar never uses recurrence anyway. Every other warning shows.
 */
const onwarn: NonNullable<NonNullable<UserConfig["build"]>["rollupOptions"]>["onwarn"] = (warning, warn) => {
  if (warning.code === "IMPORT_IS_UNDEFINED" && warning.id?.includes("@mantine/schedule")) return;
  warn(warning);
};

/**
 * `vite build --ssr`: the same client as a Node module that renders a public page to HTML, for
 * the server to send before the script arrives (decision 0139). Self-contained (every package
 * bundled and tree-shaken, so one icon costs one icon), without the public folder, compression
 * or manifest of the browser build.
 */
const serverRenderBuild = defineConfig({
  root: "client",
  publicDir: false,
  plugins: [react(), precompileCatalogs()],
  ssr: { noExternal: true },
  build: {
    outDir: "../dist/ssr",
    emptyOutDir: true,
    rollupOptions: { onwarn },
  },
});

const browserBuild = defineConfig({
  root: "client",
  publicDir: "public",
  plugins: [
    react(),
    precompileCatalogs(),
    // Every text file of the build also as .br (Brotli at its best, 11) and .gz (9), made once here and
    // sent as they are by the server (preCompressed in server/plugins/static-client.ts): the home
    // page's script is 120 KB over the wire instead of 141 KB compressed on the fly, and no request
    // spends CPU compressing (issue 18, decision 0135). Source maps stay out: only developers ask.
    compression({
      include: /\.(js|css|svg|json|webmanifest|txt|xml)$/,
      exclude: /\.map$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        defineAlgorithm("gzip", { level: 9 }),
      ],
      logLevel: "silent",
    }),
  ],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // Written for the team's debugging but not referenced from the files, and never served
    // (server/plugins/static-client.ts): production does not hand out its source.
    sourcemap: "hidden",
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
        // What loads before the app runs is one chunk, not dozens of small shared ones: each
        // split-off piece costs its own import/export glue and gzip frame, about 1.5 KB in all on
        // the home page (issue 19). That is the app the entry imports (client/boot.tsx and all it
        // imports, decision 0266); the entry's own few modules stay with it. Lazy routes still get
        // chunks of their own.
        codeSplitting: {
          groups: [
            { name: "entry", tags: ["$initial"], priority: 2 },
            { name: "boot", test: /[\\/]client[\\/]boot\.tsx$/, priority: 1 },
          ],
        },
      },
      onwarn,
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

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));
