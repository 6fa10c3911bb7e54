import { describe, expect, it } from "vitest";
import { SERVICE_NAMES } from "../../server/shared/services";
import { hasServiceIcon, OFFICE_SERVICE_ICON, SERVICE_ICONS } from "./service-icon";

describe("service icons", () => {
  it("gives every service an icon, and nothing else one", () => {
    expect(Object.keys(SERVICE_ICONS).sort()).toEqual([...SERVICE_NAMES].sort());
    for (const name of SERVICE_NAMES) expect(SERVICE_ICONS[name]).toBeTypeOf("object");
  });

  it("never draws two of the spec's services, or one of them and an office's own, with the same icon", () => {
    expect(new Set([...Object.values(SERVICE_ICONS), OFFICE_SERVICE_ICON]).size).toBe(SERVICE_NAMES.length + 1);
  });
});

describe("hasServiceIcon", () => {
  it("knows the services, and nothing else, not even a name every object has", () => {
    for (const name of SERVICE_NAMES) expect(hasServiceIcon(name)).toBe(true);
    expect(hasServiceIcon("Bookkeeping")).toBe(false);
    expect(hasServiceIcon("constructor")).toBe(false);
  });
});
