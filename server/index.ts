/** The server as development and the process tests run it (the database is already migrated). */
import { runServer } from "./main";

runServer();
