import type { OfficeService } from "./office-service.schema";
import { SERVICE_NAMES_ES } from "./i18n/service-names";

/**
 * The spec's three services (docs/product.md §1), as a fresh install has them: the services are
 * written from here the first time they are read (server/services/office-services), and an office
 * then edits, reorders or retires them on /admin/services (decision 0237). Storybook shows them too;
 * the pages never bundle them: each carries the office's own in its business profile.
 */
export const DEFAULT_SERVICES: readonly OfficeService[] = [
  {
    id: 1,
    name: "Personal Tax Prep",
    name_es: SERVICE_NAMES_ES["Personal Tax Prep"],
    description:
      "Federal and California returns for individuals and families: W-2 and 1099 income, rental property, investments, education and child credits, and every deduction you are owed, reviewed line by line before we e-file.",
    description_es:
      "Declaraciones federales y de California para personas y familias: ingresos W-2 y 1099, propiedades en alquiler, inversiones, créditos por educación y por hijos, y cada deducción a la que tiene derecho, todo revisado línea por línea antes de presentarlo electrónicamente.",
    price_cents: null,
    price_from: false,
    slots: 1,
    buffer_minutes: 0,
    preparer_ids: [],
  },
  {
    id: 2,
    name: "Business Tax Services",
    name_es: SERVICE_NAMES_ES["Business Tax Services"],
    description:
      "Returns for sole proprietors, LLCs, partnerships and S-corps, quarterly estimates, payroll and sales-tax questions, and year-round planning so tax season holds no surprises for your business.",
    description_es:
      "Declaraciones para negocios unipersonales, LLC, sociedades (partnerships) y corporaciones S, pagos estimados trimestrales, dudas sobre nómina e impuesto sobre las ventas, y planificación durante todo el año para que la temporada de impuestos no le traiga sorpresas a su negocio.",
    price_cents: null,
    price_from: false,
    slots: 1,
    buffer_minutes: 0,
    preparer_ids: [],
  },
  {
    id: 3,
    name: "IRS Representation",
    name_es: SERVICE_NAMES_ES["IRS Representation"],
    description:
      "A notice from the IRS or the Franchise Tax Board? We answer it for you: audits, balance-due letters, payment plans and penalty relief, with a clear plan and someone on your side from the first call.",
    description_es:
      "¿Recibió un aviso del IRS o de la Franchise Tax Board? Nosotros lo respondemos por usted: auditorías, cartas de saldo pendiente, planes de pago y alivio de multas, con un plan claro y alguien de su lado desde la primera llamada.",
    price_cents: null,
    price_from: false,
    slots: 1,
    buffer_minutes: 0,
    preparer_ids: [],
  },
];
