import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./messages.en";

const messages: Translation<typeof english> = {
  "messages.title": "Mensajes",
  "messages.folder": "Carpeta",
  "messages.unread": "No leídos",
  "messages.unreadCount": "No leídos ({count})",
  "messages.read": "Leídos",
  "messages.archived": "Archivados",
  "messages.loading": "Cargando los mensajes…",
  "messages.loadFailed": "No se pudieron cargar los mensajes.",
  "messages.emptyUnread": "No hay mensajes sin leer. Los mensajes nuevos del formulario de contacto aparecen aquí.",
  "messages.emptyRead": "No hay mensajes leídos.",
  "messages.emptyArchived": "No hay mensajes archivados.",
  "messages.new": "Nuevo",
  "messages.reply": "Responder por correo electrónico",
  "messages.replySubject": "Re: Su mensaje a {business}",
  "messages.moveToInbox": "Mover a la bandeja de entrada",
  "messages.archive": "Archivar",
  "messages.markUnread": "Marcar como no leído",
  "messages.markedUnread": "Marcado como no leído.",
  "messages.movedToInbox": "Movido a la bandeja de entrada.",
  "messages.archivedDone": "Mensaje archivado.",
  "messages.updateFailed": "No se pudo actualizar el mensaje.",
  "empty.showUnread": "Ver mensajes sin leer",
};

export default messages;
