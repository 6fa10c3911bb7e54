import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./settings.en";

const settings: Translation<typeof english> = {
  "title": "Configuración",
  "intro": "Mantenga al día sus datos de contacto y su cuenta protegida.",
  "profile.optional": "Opcional",
  "devices.title": "Dispositivos con sesión iniciada",
  "devices.intro": "Dónde está iniciada su cuenta ahora. Cierre la sesión en cualquier dispositivo que no reconozca.",
  "devices.unknown": "Navegador desconocido",
  "devices.thisDevice": "Este dispositivo",
  "devices.signedIn": "Inició sesión {when}",
  "devices.lastUsed": "Última actividad {when}",
  "devices.network": "Red {address}",
  "devices.signOut": "Cerrar sesión",
  "devices.signOutLabel": "Cerrar sesión en {device}, última actividad {when}",
  "devices.signOutOthers": "Cerrar sesión en todos los demás dispositivos",
  "devices.onlyThis": "No hay sesión iniciada en ningún otro dispositivo.",
  "devices.loading": "Cargando sus dispositivos…",
  "devices.loadFailed": "No se pudieron cargar sus dispositivos. Inténtelo de nuevo.",
  "devices.failed": "No se pudo cerrar la sesión en el dispositivo. Inténtelo de nuevo.",
  "email.title": "Correo electrónico",
  "email.current": "Su correo electrónico es {email}. Para cambiarlo, escriba la nueva dirección y su contraseña: enviaremos un enlace a la nueva dirección, y el cambio se hará cuando lo abra.",
  "email.newLabel": "Nuevo correo electrónico",
  "email.passwordLabel": "Contraseña actual",
  "email.submit": "Enviar enlace de confirmación",
  "email.failed": "No se pudo enviar el enlace de confirmación. Inténtelo de nuevo.",
};

export default settings;
