import { afterEach, vi } from "vitest";
import { takeContractViolations } from "./response-contract";

/** A test that logs console.error unexpectedly fails (docs/architecture.md §3 rule 7). */
const consoleError = vi.spyOn(console, "error");

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});

/** A REST answer the OpenAPI document does not describe fails the test that provoked it. */
afterEach(() => {
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(`Answers outside the API contract:\n${violations.join("\n")}`);
});
