import type { Translation } from "../../../server/shared/i18n/catalog";
import type english from "./settings.en";

const settings: Translation<typeof english> = {
  "title": "Configuración",
  "intro": "Mantenga al día sus datos de contacto y su cuenta protegida.",
  "profile.optional": "Opcional",
};

export default settings;
