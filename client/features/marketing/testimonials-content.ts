import type { MarketingKey } from "./marketing-messages";

/**
 * docs/product.md §3 "Testimonial" (static): five quotes, each rated 5. These are
 * illustrative placeholders (docs/decisions/0035-testimonial-content.md): the business
 * replaces them with real clients' words, used with their written consent. The name line
 * and the quote are keys of the "marketing" namespace: a Spanish reader reads them in
 * Spanish, the clients' names unchanged.
 */
export type Testimonial = { id: number; name: MarketingKey; text: MarketingKey; rating: number };

export const TESTIMONIALS: readonly Testimonial[] = [
  { id: 1, name: "testimonial.1.name", text: "testimonial.1.text", rating: 5 },
  { id: 2, name: "testimonial.2.name", text: "testimonial.2.text", rating: 5 },
  { id: 3, name: "testimonial.3.name", text: "testimonial.3.text", rating: 5 },
  { id: 4, name: "testimonial.4.name", text: "testimonial.4.text", rating: 5 },
  { id: 5, name: "testimonial.5.name", text: "testimonial.5.text", rating: 5 },
];
