import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./marketing.en";

const marketing: Translation<typeof english> = {
  "bookAppointment": "Reservar una cita",
  "contactUs": "Contáctenos",
  "hero.title": "Servicios de impuestos sin estrés, en manos de confianza",
  "hero.text":
    "Declaraciones personales, impuestos de pequeños negocios y representación ante el IRS, con un equipo local de {city}. Le explicamos cada cifra, presentamos a tiempo y estamos a su lado si algún día el IRS le escribe.",
  "hero.learnMore": "Más información",
  "hero.learnMoreTopic": " sobre nuestros servicios",
  "services.heading": "Nuestros servicios",
  "services.seeAll": "Vea todo lo que hacemos",
  "services.subtitle": "Todo lo que necesita para la temporada de impuestos",
  "services.intro":
    "Desde un solo formulario W-2 hasta un negocio en crecimiento con empleados, preparamos, revisamos y presentamos sus declaraciones, y seguimos a su lado después de presentarlas si el IRS o la Franchise Tax Board de California le hacen preguntas.",
  "testimonials.heading": "Lo que dicen nuestros clientes",
  "testimonials.region": "Testimonios de clientes, desplazables",
  "testimonials.rating": "Calificación: {rating} de 5",
  "testimonials.quote": "“{text}”",
  "contact.heading": "Comuníquese con nosotros",
  "contact.intro":
    "¿Tiene preguntas sobre su declaración, recibió un aviso del IRS o no sabe qué traer a su cita? Envíenos un mensaje y le responderemos en un plazo de un día hábil.",
  "contact.talk": "¿Prefiere hablar con nosotros? Llame al {phone} o escríbanos a {email}.",
  "contact.form": "Formulario de contacto",
  "contact.name": "Nombre completo",
  "contact.email": "Correo electrónico",
  "contact.phone": "Teléfono",
  "contact.message": "Mensaje",
  "contact.sending": "Enviando...",
  "contact.send": "Enviar mensaje",
  "findUs.heading": "Dónde estamos",
  "map.failedTitle": "No se pudo cargar el mapa",
  "map.failedText":
    "El servicio de mapas no aceptó la clave de este sitio, así que el mapa interactivo no está disponible. La dirección, el teléfono y las indicaciones que aparecen abajo siguen funcionando.",
  "map.region": "Mapa con la oficina de {business}",
  "map.loading": "Cargando el mapa...",
  "location.directions": "Cómo llegar",
  "about.heading": "Acerca de {business}",
  "about.preparers": "Sus preparadores de impuestos",
  "notFound.heading": "No encontramos esa página",
  "notFound.text":
    "Es posible que el enlace sea antiguo o tenga un error. Todo lo demás sigue aquí: empiece desde la página de inicio o díganos qué estaba buscando.",
  "notFound.home": "Volver al inicio",
  // Issue 19, part C: the testimonials row's buttons.
  "testimonials.previous": "Testimonios anteriores",
  "testimonials.next": "Testimonios siguientes",
  // The trust row (home and About) and the About page's team (issue 19).
  "trust.label": "Por qué nos eligen nuestros clientes",
  "trust.credentials": "Preparadores acreditados: {credentials}",
  "trust.credentialsGeneric": "Preparadores con experiencia, registrados ante el IRS",
  "trust.since": "Al servicio de {city} desde {year}",
  "trust.securePortal": "Portal seguro para clientes con verificación en dos pasos",
  "trust.walkIns": "Con cita previa o sin cita",
  "trust.byAppointment": "Con cita previa",
  "about.meetTeam": "Las personas que prepararán su declaración.",
};

export default marketing;
