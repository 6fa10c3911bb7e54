import { describe, expect, it } from "vitest";
import type { Messages } from "./catalog";
import { SERVICE_NAMES } from "../services";
import { localServiceName, SERVICE_NAMES_ES } from "./service-names";

// Read as data, like catalogs.test.ts: the server never imports client code.
const [commonEs] = Object.values(
  import.meta.glob<Messages>("/client/components/common.es.ts", { eager: true, import: "default" }),
);

describe("service names in Spanish", () => {
  it.each(SERVICE_NAMES)("%s reads as the browser writes it", (name) => {
    expect(commonEs?.[`service.${name}`]).toBeDefined();
    expect(localServiceName(name, "es")).toBe(commonEs?.[`service.${name}`]);
    expect(SERVICE_NAMES_ES[name]).not.toBe(name);
  });

  it("keeps English, and any name it does not know, as stored", () => {
    expect(localServiceName("Personal Tax Prep", "en")).toBe("Personal Tax Prep");
    expect(localServiceName("Bookkeeping", "es")).toBe("Bookkeeping");
  });
});
