import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fetchDocument, generateApiTypes } from "../api-client/generate";

/** `npm run api:types`: regenerates api-client/openapi.d.ts from the server's own document. */
const target = fileURLToPath(new URL("../api-client/openapi.d.ts", import.meta.url));
writeFileSync(target, await generateApiTypes(await fetchDocument()));
console.log(`Wrote ${target}`);
