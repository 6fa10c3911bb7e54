import type { PageMeta, PageMetaTable } from "../page-meta";

/**
 * Every page's title and description in Spanish, for the HTML the server sends to
 * `?lang=es` and for the document title of Spanish readers (loaded only by them). The
 * table's type makes a page missing here a compile error.
 */
export const PAGE_META_ES: PageMetaTable = {
  "/": (b) => ({
    title: "Inicio",
    description: `${b.name} en ${b.city}: preparación de impuestos personales, impuestos de negocios y representación ante el IRS. Reserve su cita en línea.`,
  }),
  "/services": () => ({
    title: "Nuestros servicios",
    description:
      "Impuestos personales, impuestos de negocios para LLC y corporaciones S, y representación ante el IRS: todo lo que necesita para la temporada de impuestos en una oficina local.",
  }),
  "/about": (b) => ({
    title: "Quiénes somos",
    description: `${b.name}, una oficina local de preparación de impuestos en ${b.city} al servicio de personas y pequeños negocios.`,
  }),
  "/contact": () => ({
    title: "Contacto",
    description: "Envíenos un mensaje, llame a la oficina o encuéntrenos en el mapa. Respondemos en un día hábil.",
  }),
  "/privacy": (b) => ({
    title: "Política de privacidad",
    description: `Cómo ${b.name} recopila, usa y protege su información personal y fiscal, y sus derechos de privacidad en California.`,
  }),
  "/terms": (b) => ({
    title: "Términos del servicio",
    description: `Las condiciones para usar el sitio web de ${b.name}, su cuenta de cliente y las solicitudes de cita en línea.`,
  }),
  "/book": (b) => ({
    title: "Reservar una cita",
    description: `Solicite una cita con ${b.name} en ${b.city}: elija un servicio, un día y una hora.`,
  }),
  "/login": (b) => ({ title: "Iniciar sesión", description: `Inicie sesión en su cuenta de ${b.name} para reservar y administrar sus citas.` }),
  "/register": (b) => ({ title: "Crear una cuenta", description: `Cree una cuenta de cliente de ${b.name} para solicitar citas en línea.` }),
  "/forgot-password": (b) => ({ title: "Olvidé mi contraseña", description: `Restablezca la contraseña de su cuenta de ${b.name}.`, noindex: true }),
  "/reset-password": (b) => ({ title: "Restablecer contraseña", description: `Elija una nueva contraseña para su cuenta de ${b.name}.`, noindex: true }),
  "/confirm-email": (b) => ({ title: "Confirmar correo", description: `Confirme el nuevo correo electrónico de su cuenta de ${b.name}.`, noindex: true }),
  "/remove-two-step": (b) => ({
    title: "Quitar el inicio de sesión en dos pasos",
    description: `Quite los segundos factores de su cuenta de ${b.name} con el enlace de su correo.`,
    noindex: true,
  }),
  "/dashboard": (b) => ({ title: "Mis citas", description: `Sus citas con ${b.name} y su estado.`, noindex: true }),
  "/dashboard/appointments/:id": (b) => ({
    title: "Prepárese para su cita",
    description: `Responda unas preguntas y envíe a ${b.name} los documentos que necesita su cita.`,
    noindex: true,
  }),
  "/settings": (b) => ({ title: "Configuración", description: `Actualice su perfil y su contraseña de ${b.name}.`, noindex: true }),
  "/mfa-setup": (b) => ({ title: "Inicio de sesión en dos pasos", description: `Proteja su cuenta de ${b.name} con un segundo paso al iniciar sesión.`, noindex: true }),
  "/admin": (b) => ({ title: "Inicio de administración", description: `Todas las citas de ${b.name}: confirmar, cambiar el horario o cancelar.`, noindex: true }),
  "/admin/availability": (b) => ({
    title: "Administrar disponibilidad",
    description: `Horario de atención, cierres y periodos bloqueados de ${b.name}.`,
    noindex: true,
  }),
  "/admin/clients": (b) => ({ title: "Clientes", description: `Los clientes de ${b.name} y sus citas.`, noindex: true }),
  "/admin/messages": (b) => ({ title: "Mensajes", description: `Mensajes enviados a ${b.name} desde el formulario de contacto.`, noindex: true }),
  "/admin/business": (b) => ({ title: "Perfil del negocio", description: `Los datos que ${b.name} muestra en sus páginas y en sus correos.`, noindex: true }),
  "/admin/email": (b) => ({ title: "Correo electrónico", description: `Los correos enviados por el sitio web de ${b.name}.`, noindex: true }),
  "/admin/integrations": (b) => ({
    title: "Integraciones",
    description: `Las claves de API y los webhooks que conectan herramientas externas con ${b.name}.`,
    noindex: true,
  }),
  "/admin/activity": (b) => ({ title: "Actividad", description: `Quién hizo qué en el sitio web de ${b.name}, y cuándo.`, noindex: true }),
  "/admin/staff": (b) => ({ title: "Personal", description: `Quién trabaja en ${b.name}, con qué función y quién puede iniciar sesión.`, noindex: true }),
  "/admin/services": (b) => ({ title: "Servicios", description: `Los servicios que los clientes pueden reservar con ${b.name}, en ambos idiomas, con precios.`, noindex: true }),
  "/admin/reviews": (b) => ({ title: "Reseñas", description: `Las reseñas de clientes que muestra la página de inicio de ${b.name}, en orden.`, noindex: true }),
};

export const NOT_FOUND_META_ES: PageMeta = {
  title: "Página no encontrada",
  description: "La página que buscaba no existe.",
  noindex: true,
};
