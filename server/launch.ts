/**
 * The production entry point: `npm start` imports its compiled form (dist/server/launch.js)
 * in its own process. Pending migrations are applied first, then the server starts.
 */
import { runServer } from "./main";

runServer({ migrate: true });
