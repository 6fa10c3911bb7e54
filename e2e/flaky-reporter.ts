import { dirname, relative } from "node:path";
import type { FullConfig, Reporter, Suite, TestCase } from "@playwright/test/reporter";

/**
 * Issue 28: a test that passed only on its retry (CI retries once) is not a pass to forget.
 * At the end of the run this prints one line per such test, then their count, and nothing
 * when there are none:
 *
 *   FLAKY: e2e/signed-in/booking.spec.ts:12 a client books a slot
 *   FLAKY: 1 test passed only on a retry
 */
export default class FlakyReporter implements Reporter {
  private root = process.cwd();
  private suite: Suite | undefined;

  onBegin(config: FullConfig, suite: Suite): void {
    // Paths relative to the repository (where playwright.config.ts is), as `git` and editors show them.
    this.root = config.configFile ? dirname(config.configFile) : process.cwd();
    this.suite = suite;
  }

  onEnd(): void {
    const flaky = (this.suite?.allTests() ?? []).filter((test) => test.outcome() === "flaky");
    if (flaky.length === 0) return;
    const lines = flaky.map((test) => `FLAKY: ${relative(this.root, test.location.file)}:${test.location.line} ${titlePath(test)}`);
    lines.push(`FLAKY: ${flaky.length} ${flaky.length === 1 ? "test" : "tests"} passed only on a retry`);
    process.stdout.write(`\n${lines.join("\n")}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}

/** The test's title under its describe blocks (not the project's or the file's name). */
function titlePath(test: TestCase): string {
  const titles = [test.title];
  for (let suite = test.parent; suite.type === "describe"; suite = suite.parent as Suite) titles.unshift(suite.title);
  return titles.join(" › ");
}
