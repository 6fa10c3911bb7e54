import { z } from "zod";
import { isoDate, recordIdInput } from "./appointment.schema";
import { codes } from "./i18n/server-messages";

/** How much a review may hold (decision 0243): a name line fits a card's caption, a quote its body. */
export const REVIEW_LIMITS = { nameMaxLength: 80, textMaxLength: 600, maxReviews: 50, maxRating: 5 } as const;

/**
 * A review as the home page shows it (decision 0243), in the office's order: the business profile
 * carries the ones the owner shows. `name_es` and `text_es` are null where the Spanish page shows
 * the English; `given_on` is null only on the first start's samples, which are not real clients'
 * words (`sample`).
 */
export const publicReview = z.object({
  id: z.number().int(),
  /** The client's first name and last initial, as they agreed to be named ("Maria G., Clovis"). */
  name: z.string(),
  name_es: z.string().nullable(),
  text: z.string(),
  text_es: z.string().nullable(),
  /** Stars, 1 to 5. */
  rating: z.number().int(),
  /** The day the client gave it (YYYY-MM-DD). */
  given_on: z.string().nullable(),
  /** One of the samples a fresh install starts with: nobody said it. */
  sample: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReview>;

/** The same on the owner's page: whether it is shown, and when the owner recorded the client's consent. */
export const reviewAdmin = publicReview.extend({
  shown: z.boolean(),
  consent_recorded_at: z.string().nullable(),
});
export type ReviewAdmin = z.infer<typeof reviewAdmin>;

const required = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A Spanish version: blank (or null) shows the English on the Spanish page. */
const optional = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullable()
    .default(null)
    .transform((value) => (value === "" ? null : value));

/**
 * POST /api/reviews and PUT /api/reviews/{id}: everything the owner writes about a review. The
 * client's consent is not optional (the FTC's 2024 rule on consumer reviews): a save without it is
 * refused, and a sample saved with it becomes the owner's own review.
 */
export const reviewBody = z
  .object({
    name: required(REVIEW_LIMITS.nameMaxLength, codes.validation.review.nameRequired, codes.validation.review.nameTooLong),
    name_es: optional(REVIEW_LIMITS.nameMaxLength, codes.validation.review.nameTooLong),
    text: required(REVIEW_LIMITS.textMaxLength, codes.validation.review.textRequired, codes.validation.review.textTooLong),
    text_es: optional(REVIEW_LIMITS.textMaxLength, codes.validation.review.textTooLong),
    rating: z
      .number({ error: codes.validation.review.rating })
      .int(codes.validation.review.rating)
      .min(1, codes.validation.review.rating)
      .max(REVIEW_LIMITS.maxRating, codes.validation.review.rating),
    given_on: isoDate,
    client_consented: z.literal(true, { error: codes.validation.review.consent }),
  })
  .strict();
export type ReviewBody = z.input<typeof reviewBody>;
export const updateReviewInput = reviewBody.extend(recordIdInput.shape);

/** PUT /api/reviews/order: every review's id (hidden ones too), in the new order. */
export const reviewOrderInput = z
  .object({
    ids: z
      .array(recordIdInput.shape.id, { error: codes.validation.review.order })
      .min(1, codes.validation.review.order)
      .max(REVIEW_LIMITS.maxReviews, codes.validation.review.order)
      .refine((ids) => new Set(ids).size === ids.length, codes.validation.review.order),
  })
  .strict();
