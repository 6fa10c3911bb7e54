import type { PublicReview } from "./review.schema";

/**
 * The five testimonials the spec's home page shows (docs/product.md §2.3), as a fresh install has
 * them: written as samples the first time the reviews are read (decision 0243), never said by a
 * client, which is why the admin pages warn while one is shown. The owner replaces, hides or
 * deletes them at /admin/reviews. Storybook shows them too; the pages never bundle them.
 */
export const DEFAULT_REVIEWS: readonly PublicReview[] = [
  {
    id: 1,
    name: "Maria G., Clovis",
    name_es: null,
    text: "I used to dread April. They walked me through every form, found a credit I had missed for two years, and had my return filed a week after our first meeting.",
    text_es:
      "Antes temía que llegara abril. Me explicaron cada formulario, encontraron un crédito que se me había pasado durante dos años y presentaron mi declaración una semana después de nuestra primera reunión.",
    rating: 5,
    given_on: null,
    sample: true,
  },
  {
    id: 2,
    name: "James T., small business owner",
    name_es: "James T., dueño de un pequeño negocio",
    text: "Switching my shop to an S-corp was confusing until they laid out the numbers side by side. Quarterly estimates are now on my calendar instead of my mind.",
    text_es:
      "Convertir mi tienda en una corporación S me parecía complicadísimo hasta que me pusieron los números lado a lado. Ahora los pagos estimados trimestrales están en mi calendario y no en mi cabeza.",
    rating: 5,
    given_on: null,
    sample: true,
  },
  {
    id: 3,
    name: "Linda and Paul K., Fresno",
    name_es: "Linda y Paul K., Fresno",
    text: "A letter from the IRS arrived the week we moved. They took over the correspondence, explained every step, and the matter was closed with no penalty.",
    text_es:
      "Nos llegó una carta del IRS la misma semana de la mudanza. Se encargaron de toda la correspondencia, nos explicaron cada paso y el caso se cerró sin ninguna multa.",
    rating: 5,
    given_on: null,
    sample: true,
  },
  {
    id: 4,
    name: "Anh N., rideshare driver",
    name_es: "Anh N., conductor de viajes por aplicación",
    text: "Mileage, phone, 1099s from three apps. They organised all of it and showed me how to keep records for next year. Friendly, quick and honest about fees.",
    text_es:
      "Millaje, teléfono, formularios 1099 de tres aplicaciones. Lo organizaron todo y me enseñaron a llevar mis registros para el próximo año. Amables, rápidos y honestos con sus tarifas.",
    rating: 5,
    given_on: null,
    sample: true,
  },
  {
    id: 5,
    name: "Robert S., retired teacher",
    name_es: "Robert S., maestro jubilado",
    text: "Between my pension, Social Security and a required distribution I had no idea what I owed. They answered every question patiently and booked me again for next year.",
    text_es:
      "Entre mi pensión, el Seguro Social y una distribución obligatoria, no tenía idea de cuánto debía. Respondieron cada pregunta con paciencia y ya tengo cita para el próximo año.",
    rating: 5,
    given_on: null,
    sample: true,
  },
];
