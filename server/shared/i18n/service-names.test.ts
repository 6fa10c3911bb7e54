import { describe, expect, it } from "vitest";
import { DEFAULT_SERVICES } from "../default-services";
import { SERVICE_NAMES } from "../services";
import { localServiceName } from "./service-names";

describe("service names in Spanish", () => {
  it("names the spec's three services in its order as the defaults", () => {
    expect(DEFAULT_SERVICES.map((service) => service.name)).toEqual([...SERVICE_NAMES]);
  });

  it.each(DEFAULT_SERVICES)("$name has a Spanish name of its own", (service) => {
    expect(localServiceName(service.name, "es")).toBe(service.name_es);
    expect(service.name_es).not.toBe(service.name);
  });

  it("reads the office's own Spanish name first, the spec's for a default the list lacks, and keeps what neither knows", () => {
    const office = [{ name: "Bookkeeping", name_es: "Contabilidad" }, { name: "Personal Tax Prep", name_es: "Declaración personal" }];
    expect(localServiceName("Bookkeeping", "es", office)).toBe("Contabilidad");
    expect(localServiceName("Personal Tax Prep", "es", office)).toBe("Declaración personal");
    expect(localServiceName("IRS Representation", "es", office)).toBe("Representación ante el IRS");
    expect(localServiceName("Astrology", "es", office)).toBe("Astrology");
    expect(localServiceName("Bookkeeping", "en", office)).toBe("Bookkeeping");
  });
});
