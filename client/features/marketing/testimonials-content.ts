/**
 * SPEC.md section 3 "Testimonial" (static): five quotes, each rated 5. These are
 * illustrative placeholders (docs/decisions/0035-testimonial-content.md): the business
 * replaces them with real clients' words, used with their written consent.
 */
export type Testimonial = { id: number; name: string; text: string; rating: number };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: "Maria G., Clovis",
    text: "I used to dread April. They walked me through every form, found a credit I had missed for two years, and had my return filed a week after our first meeting.",
    rating: 5,
  },
  {
    id: 2,
    name: "James T., small business owner",
    text: "Switching my shop to an S-corp was confusing until they laid out the numbers side by side. Quarterly estimates are now on my calendar instead of my mind.",
    rating: 5,
  },
  {
    id: 3,
    name: "Linda and Paul K., Fresno",
    text: "A letter from the IRS arrived the week we moved. They took over the correspondence, explained every step, and the matter was closed with no penalty.",
    rating: 5,
  },
  {
    id: 4,
    name: "Anh N., rideshare driver",
    text: "Mileage, phone, 1099s from three apps. They organised all of it and showed me how to keep records for next year. Friendly, quick and honest about fees.",
    rating: 5,
  },
  {
    id: 5,
    name: "Robert S., retired teacher",
    text: "Between my pension, Social Security and a required distribution I had no idea what I owed. They answered every question patiently and booked me again for next year.",
    rating: 5,
  },
];
