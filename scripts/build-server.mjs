// @ts-check
/**
 * `npm run build:server`: compiles the server (server/launch.ts for `npm start`, server/index.ts
 * for the process tests' `compiled` mode) with esbuild into plain JavaScript under dist/server/.
 * The server's own code, the Prisma client generated under server/db/generated and a few pure
 * JavaScript libraries (BUNDLED_PACKAGES) are bundled; every other package stays external and
 * is loaded from node_modules by Node as usual.
 *
 * Plain JavaScript so that `npm start` (scripts/start.mjs) can run it with plain `node`.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_OUT_DIR = join(root, "dist/server");
/** The file `npm start` imports. */
export const SERVER_LAUNCH_FILE = join(SERVER_OUT_DIR, "launch.js");
/** The server without the migration step (tests and benchmarks migrate their own database). */
export const SERVER_INDEX_FILE = join(SERVER_OUT_DIR, "index.js");

/**
 * Packages compiled into the bundle rather than loaded from node_modules: large trees of small
 * ES modules of which the server uses a few functions (date-fns alone is 300 files when
 * imported whole). Tree-shaken into the bundle they cost a fraction of the memory and start-up
 * time. Only pure JavaScript packages that no external package shares objects with belong here
 * (not zod: fastify-type-provider-zod must see the same zod as the schemas).
 */
const BUNDLED_PACKAGES = ["date-fns", "date-fns-tz", "libphonenumber-js", "culori"];

/** Every package of package.json but the bundled ones, with their subpaths. */
function externalPackages() {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => !BUNDLED_PACKAGES.includes(name),
  );
  return names.flatMap((name) => [name, `${name}/*`]);
}

/**
 * Prisma's generated clients load their query compiler (about 1.8 MB of WebAssembly) from a module
 * that exports it as a 2.4 MB base64 string. V8 keeps that module's source and its string for as
 * long as the process lives: 4.8 MB of heap for bytes used once, when the first client starts.
 * The built server reads the same bytes from a `.wasm` file beside it instead (decision 0268).
 * The build fails if a Prisma upgrade changes the generated code this rewrites.
 */
const GENERATED_CLIENT_CLASS = /server[\\/]db[\\/]generated(-postgresql)?[\\/]internal[\\/]class\.ts$/;
const BASE64_WASM_IMPORT =
  /const \{ wasm \} = await import\("@prisma\/client\/runtime\/(query_compiler_bg\.\w+)\.wasm-base64\.mjs"\)\s*return await decodeBase64AsWasm\(wasm\)/;

/** @param {string} outDir @returns {import("esbuild").Plugin} */
function prismaWasmFromFile(outDir) {
  return {
    name: "prisma-wasm-from-file",
    setup(build) {
      build.onLoad({ filter: GENERATED_CLIENT_CLASS }, async ({ path }) => {
        const source = readFileSync(path, "utf8");
        const found = BASE64_WASM_IMPORT.exec(source);
        if (!found) throw new Error(`${path}: Prisma's query compiler import changed; update prismaWasmFromFile (scripts/build-server.mjs)`);
        const name = /** @type {string} */ (found[1]);
        const { wasm } = await import(`@prisma/client/runtime/${name}.wasm-base64.mjs`);
        writeFileSync(join(outDir, `${name}.wasm`), Buffer.from(wasm, "base64"));
        const fromFile = `const { readFile } = await import("node:fs/promises")
    return new WebAssembly.Module(await readFile(new URL("./${name}.wasm", import.meta.url)))`;
        return { contents: source.replace(BASE64_WASM_IMPORT, fromFile), loader: "ts" };
      });
    },
  };
}

/** @param {string} folder @returns {number} the newest modification time of the server's own source files */
function newestSource(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

/** True when dist/server exists and is newer than every source file under server/. */
export function serverBuildIsCurrent() {
  if (!existsSync(SERVER_LAUNCH_FILE) || !existsSync(SERVER_INDEX_FILE)) return false;
  const built = Math.min(statSync(SERVER_LAUNCH_FILE).mtimeMs, statSync(SERVER_INDEX_FILE).mtimeMs);
  return newestSource(join(root, "server")) <= built;
}

/**
 * Compiles the server into dist/server (about a second). It is built in a folder of its own and
 * moved into place, so servers started at the same moment (the end-to-end suite starts three)
 * never import a half-written build.
 */
export async function buildServer() {
  const { build } = await import("esbuild");
  const staging = `${SERVER_OUT_DIR}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: { launch: "server/launch.ts", index: "server/index.ts" },
    outdir: staging,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: externalPackages(),
    tsconfig: join(root, "tsconfig.json"),
    sourcemap: true,
    logLevel: "warning",
    legalComments: "none",
    plugins: [prismaWasmFromFile(staging)],
  });
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  try {
    renameSync(staging, SERVER_OUT_DIR);
  } catch (error) {
    // Another process moved its identical build into place first.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(SERVER_LAUNCH_FILE)) throw error;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildServer();
  console.log(`Server compiled to ${SERVER_OUT_DIR}`);
}
