import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./layout.en";

const layout: Translation<typeof english> = {
  "nav.label": "Oficina",
  "nav.open": "Abrir el menú de la oficina",
  "nav.close": "Cerrar el menú de la oficina",
  "nav.backToSite": "Volver al sitio público",
};

export default layout;
