import { DEFAULT_REVIEWS } from "#server/shared/default-reviews.ts";
import type { ReviewAdmin } from "#server/shared/review.schema.ts";

/** A fresh install's five samples, all shown: nobody said them, and nobody consented. */
export const STORY_SAMPLE_REVIEWS: ReviewAdmin[] = DEFAULT_REVIEWS.map((review) => ({ ...review, shown: true, consent_recorded_at: null }));

/** An office that replaced most samples: two of its clients' reviews, a hidden one, and one sample still shown. */
export const STORY_REVIEWS: ReviewAdmin[] = [
  {
    id: 11,
    name: "Carmen R., Fresno",
    name_es: null,
    text: "They found every deduction for my cleaning business and explained the quarterly payments in Spanish, so my husband understood them too.",
    text_es:
      "Encontraron todas las deducciones de mi negocio de limpieza y me explicaron los pagos trimestrales en español, para que mi esposo también los entendiera.",
    rating: 5,
    given_on: "2026-02-14",
    sample: false,
    shown: true,
    consent_recorded_at: "2026-02-20T17:30:00.000Z",
  },
  {
    id: 12,
    name: "David L., Madera",
    name_es: null,
    text: "Quick, careful and patient with my questions. The wait in March was longer than I hoped.",
    text_es: null,
    rating: 4,
    given_on: "2026-03-28",
    sample: false,
    shown: true,
    consent_recorded_at: "2026-04-02T16:00:00.000Z",
  },
  {
    id: 13,
    name: "Sofia M., Clovis",
    name_es: null,
    text: "They sorted out two years of unfiled returns without making me feel judged.",
    text_es: "Pusieron en orden dos años de declaraciones sin presentar, sin hacerme sentir juzgada.",
    rating: 5,
    given_on: "2025-11-03",
    sample: false,
    shown: false,
    consent_recorded_at: "2025-11-10T18:15:00.000Z",
  },
  { ...(STORY_SAMPLE_REVIEWS[1] as ReviewAdmin) },
];
