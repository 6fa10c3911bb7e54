import { z } from "zod";
import { appointmentPreparer, recordIdInput, SERVICE_NAME_MAX_LENGTH } from "./appointment.schema";
import { codes } from "./i18n/server-messages";

/** The longest of each text a service has (decision 0237): a name fits a card's title, a description its body. */
export const SERVICE_LIMITS = { nameMaxLength: SERVICE_NAME_MAX_LENGTH, descriptionMaxLength: 600, maxPriceCents: 10_000_000, maxServices: 40, maxSlots: 8, maxBufferMinutes: 120, bufferStep: 5 } as const;

/**
 * A service as clients see it (decision 0237), in the order the office set: the business profile
 * carries the ones clients can book. `name` is the English name, the value the API sends and accepts;
 * `price_cents` null shows no price, and `price_from` shows it as where the price starts.
 */
export const officeService = z.object({
  id: z.number().int(),
  name: z.string(),
  name_es: z.string(),
  description: z.string(),
  description_es: z.string(),
  price_cents: z.number().int().nullable(),
  price_from: z.boolean(),
  /** How long it lasts, in slots of the opening hours (decision 0239). */
  slots: z.number().int(),
  /** Minutes its preparer keeps free after it: no appointment of theirs starts in them. */
  buffer_minutes: z.number().int(),
  /** The preparers who offer it, by id (GET /api/preparers names them); [] for every preparer. */
  preparer_ids: z.array(z.number().int()),
});
export type OfficeService = z.infer<typeof officeService>;

/**
 * The same on the owner's page: whether it is retired, who offers it by name (an empty list: every
 * preparer) and whether the name is fixed (clients booked it under that name).
 */
export const officeServiceAdmin = officeService.extend({
  retired: z.boolean(),
  preparers: z.array(appointmentPreparer.unwrap()),
  booked: z.boolean(),
});
export type OfficeServiceAdmin = z.infer<typeof officeServiceAdmin>;

type ServiceText = keyof typeof codes.validation.serviceText;
const text = (field: ServiceText, max: number) =>
  z
    .string({ error: codes.validation.serviceText[field].required })
    .trim()
    .min(1, codes.validation.serviceText[field].required)
    .max(max, codes.validation.serviceText[field].tooLong);

/** POST /api/services and PUT /api/services/{id}: everything the owner writes about a service. */
export const serviceBody = z
  .object({
    name: text("name", SERVICE_LIMITS.nameMaxLength),
    name_es: text("nameEs", SERVICE_LIMITS.nameMaxLength),
    description: text("description", SERVICE_LIMITS.descriptionMaxLength),
    description_es: text("descriptionEs", SERVICE_LIMITS.descriptionMaxLength),
    price_cents: z
      .number({ error: codes.validation.servicePrice })
      .int(codes.validation.servicePrice)
      .min(0, codes.validation.servicePrice)
      .max(SERVICE_LIMITS.maxPriceCents, codes.validation.servicePrice)
      .nullable(),
    price_from: z.boolean({ error: codes.validation.servicePrice }).default(false),
    slots: z
      .number({ error: codes.validation.serviceSlots })
      .int(codes.validation.serviceSlots)
      .min(1, codes.validation.serviceSlots)
      .max(SERVICE_LIMITS.maxSlots, codes.validation.serviceSlots)
      .default(1),
    buffer_minutes: z
      .number({ error: codes.validation.serviceBuffer })
      .int(codes.validation.serviceBuffer)
      .min(0, codes.validation.serviceBuffer)
      .max(SERVICE_LIMITS.maxBufferMinutes, codes.validation.serviceBuffer)
      .multipleOf(SERVICE_LIMITS.bufferStep, codes.validation.serviceBuffer)
      .default(0),
    /** Who offers it; [] (or left out): every preparer. */
    preparer_ids: z
      .array(recordIdInput.shape.id, { error: codes.validation.servicePreparers })
      .max(100, codes.validation.servicePreparers)
      .refine((ids) => new Set(ids).size === ids.length, codes.validation.servicePreparers)
      .default([]),
  })
  .strict();
export type ServiceBody = z.input<typeof serviceBody>;
export const updateServiceInput = serviceBody.extend(recordIdInput.shape);

/** PUT /api/services/order: every service's id (retired ones too), in the new order. */
export const serviceOrderInput = z
  .object({
    ids: z
      .array(recordIdInput.shape.id, { error: codes.validation.serviceOrder })
      .min(1, codes.validation.serviceOrder)
      .max(SERVICE_LIMITS.maxServices, codes.validation.serviceOrder)
      .refine((ids) => new Set(ids).size === ids.length, codes.validation.serviceOrder),
  })
  .strict();
