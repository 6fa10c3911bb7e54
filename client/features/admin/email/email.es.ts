import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./email.en";

const email: Translation<typeof english> = {
  "email.title": "Correo electrónico",

  "email.tableLabel": "Correos enviados",
  "email.intro":
    "Los 100 correos más recientes que el sitio ha enviado o enviará. Un correo fallido puede enviarse de nuevo una vez resuelto el problema.",
  "email.status": "Estado",
  "email.all": "Todos",
  "email.loading": "Cargando los correos…",
  "email.loadFailed": "No se pudieron cargar los correos.",
  "email.empty": "Todavía no hay correos. Aparecerán aquí en cuanto un cambio genere alguno.",
  "email.to": "Para",
  "email.subject": "Asunto",
  "email.attempts": "Intentos",
  "email.created": "Creado",
  "email.lastError": "Último error",
  "email.actions": "Acciones",
  "email.resend": "Reenviar",
  "email.resendLabel": "Reenviar “{subject}” a {recipient}",
  "email.resent": "Se volvió a poner en cola: “{subject}”.",
  "email.resendFailed": "No se pudo volver a poner el correo en cola.",
  "emailStatus.queued": "En cola",
  "emailStatus.retrying": "Reintentando",
  "emailStatus.sent": "Enviado",
  "emailStatus.failed": "Fallido",
  "emailStatus.cancelled": "No enviado",
};

export default email;
