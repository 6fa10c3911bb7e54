import { defineMessages } from "#client/lib/i18n.ts";
import english from "./reviews.en";

/** The owner's reviews page (/admin/reviews; namespace "adminReviews", decision 0243). */
export const { useT: useReviewsT, t: reviewsT } = defineMessages("adminReviews", english, () => import("./reviews.es"));
