/**
 * Demo data for development only: a demo admin, a demo client, a few appointments
 * and a blocked period. Refuses to run in production, so production never gets
 * default credentials. Safe to run again: it only adds what is missing.
 */
import { openDatabase } from "../server/db";
import { databaseTarget } from "../server/db/database-url";
import { loadConfig } from "../server/env";
import { seedDemoData } from "../server/testing/demo-data";

const config = loadConfig();
if (config.env === "production") {
  console.error("Refusing to seed demo data with NODE_ENV=production.");
  process.exit(1);
}
const db = await openDatabase(databaseTarget(config.database));
const summary = await seedDemoData(db, { timeZone: config.businessTimeZone, now: new Date() });
console.log(summary);
await db.$disconnect();
