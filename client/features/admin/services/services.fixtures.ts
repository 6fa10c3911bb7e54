import { DEFAULT_SERVICES } from "#server/shared/default-services.ts";
import type { OfficeServiceAdmin } from "#server/shared/office-service.schema.ts";

/** The office's preparers in the stories. */
export const STORY_SERVICE_PREPARERS = [
  { id: 7, name: "Ana Reyes, EA" },
  { id: 9, name: "Ben Ortiz, CPA" },
];

/**
 * The spec's three with prices, booked; an office's own offered by one preparer; and a retired one.
 */
export const STORY_SERVICES: OfficeServiceAdmin[] = [
  ...DEFAULT_SERVICES.map((service, index) => ({
    ...service,
    price_cents: [15000, 45000, null][index] ?? null,
    price_from: index === 1,
    // A business's return takes two slots and a quarter of an hour after it (decision 0239).
    slots: index === 1 ? 2 : 1,
    buffer_minutes: index === 1 ? 15 : 0,
    retired: false,
    preparers: [],
    booked: true,
  })),
  {
    id: 4,
    name: "Bookkeeping",
    name_es: "Contabilidad",
    description: "Monthly books for small businesses, reconciled and ready for tax time.",
    description_es: "Contabilidad mensual para pequeños negocios, conciliada y lista para los impuestos.",
    price_cents: 12550,
    price_from: false,
    slots: 1,
    buffer_minutes: 15,
    preparer_ids: [7],
    retired: false,
    preparers: [{ id: 7, name: "Ana Reyes, EA" }],
    booked: false,
  },
  {
    id: 5,
    name: "Notary",
    name_es: "Notaría",
    description: "Documents notarized at the office.",
    description_es: "Documentos notariados en la oficina.",
    price_cents: null,
    price_from: false,
    slots: 1,
    buffer_minutes: 0,
    preparer_ids: [],
    retired: true,
    preparers: [],
    booked: true,
  },
];
