import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./admin.en";

const admin: Translation<typeof english> = {
  "note.prefix": "Nota:",
  "contact.noPhone": "Sin teléfono",
  "contact.noEmail": "Sin correo: llame para mantenerle informado",
};

export default admin;
