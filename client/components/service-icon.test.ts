import { describe, expect, it } from "vitest";
import { SERVICE_NAMES } from "../../server/shared/services";
import { SERVICE_ICONS, serviceIcon } from "./service-icon";

describe("service icons", () => {
  it("gives every service exactly one icon, and no icon to anything else", () => {
    expect(Object.keys(SERVICE_ICONS).sort()).toEqual([...SERVICE_NAMES].sort());
    for (const name of SERVICE_NAMES) expect(serviceIcon(name)).toBe(SERVICE_ICONS[name]);
  });

  it("never draws two services with the same icon", () => {
    expect(new Set(Object.values(SERVICE_ICONS)).size).toBe(SERVICE_NAMES.length);
  });

  it("has no icon for a service this build does not know", () => {
    expect(serviceIcon("Bookkeeping")).toBeNull();
  });
});
