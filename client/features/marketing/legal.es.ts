import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./legal.en";

const legal: Translation<typeof english> = {
  "lastUpdated": "Última actualización: {date}",

  "privacy.title": "Política de privacidad",
  "privacy.updated": "29 de noviembre de 2026",
  "privacy.intro":
    "{business} (“nosotros”) prepara declaraciones de impuestos y representa a sus clientes ante las autoridades fiscales. Ese trabajo requiere parte de la información más delicada que usted tiene. Esta política explica qué información recopilamos, para qué, quién la ve, cómo la protegemos y qué opciones y derechos tiene usted.",
  "privacy.collect.heading": "Información que recopilamos",
  "privacy.collect.account":
    "Los datos de la cuenta que nos da al registrarse: su nombre completo, su correo electrónico, un número de teléfono opcional y una contraseña (que se guarda solo como un hash irreversible).",
  "privacy.collect.appointments": "Los datos de sus citas: el servicio que solicita y la fecha y hora que elige.",
  "privacy.collect.messages":
    "Los mensajes que nos envía mediante nuestro formulario de contacto: su nombre, su correo electrónico, un número de teléfono opcional y lo que escribe.",
  "privacy.collect.tax":
    "La información fiscal que nos proporciona para nuestros servicios, como comprobantes de ingresos, declaraciones de años anteriores, números de Seguro Social o de identificación del contribuyente, datos bancarios para reembolsos y avisos de las agencias tributarias. La recibimos en persona, o por la carga segura de la página de su cita junto con sus respuestas a sus preguntas (como su estado civil para efectos fiscales y los tipos de ingresos que tuvo), nunca a través del formulario de contacto del sitio web ni por correo electrónico.",
  "privacy.collect.technical":
    "Los datos técnicos necesarios para que el sitio funcione de forma segura: cookies de sesión y la dirección IP de la que viene cada solicitud. Nuestro registro de seguridad guarda la dirección de cada inicio de sesión y de cada acción del personal; los conteos que usamos para frenar abusos se olvidan cuando pasa su plazo.",
  "privacy.use.heading": "Cómo usamos su información",
  "privacy.use.returns": "Para preparar, revisar y presentar sus declaraciones, y para representarlo cuando usted nos autorice.",
  "privacy.use.appointments": "Para programar, confirmar y reprogramar sus citas, y para recordárselas.",
  "privacy.use.questions": "Para responder a sus preguntas y mensajes.",
  "privacy.use.security":
    "Para mantener segura su cuenta, detectar fraudes y cumplir con nuestras obligaciones legales y profesionales.",
  "privacy.use.noSale":
    "No vendemos ni alquilamos su información personal, y no la compartimos para publicidad conductual entre contextos (cross-context behavioral advertising).",
  "privacy.taxReturn.heading": "Información de las declaraciones de impuestos",
  "privacy.taxReturn.text":
    "Como preparadores de declaraciones de impuestos, estamos sujetos a la sección 7216 del Código de Impuestos Internos (Internal Revenue Code) y a sus reglamentos, así como a las leyes de California, que limitan la forma en que usamos y divulgamos la información de las declaraciones. La usamos solo para preparar sus declaraciones y prestarle los servicios que nos pidió. Cualquier otro uso o divulgación requiere su consentimiento por separado y firmado, que usted puede negar o limitar, y que solo es válido durante el periodo que en él se indique.",
  "privacy.sharing.heading": "Con quién compartimos la información",
  "privacy.sharing.agencies":
    "El IRS, la Franchise Tax Board de California y otras agencias tributarias, al presentar sus declaraciones o al actuar con su autorización.",
  "privacy.sharing.providers":
    "Los proveedores de servicios que nos ayudan a operar (por ejemplo, de presentación electrónica segura, alojamiento web y correo electrónico), bajo contratos que los obligan a proteger su información y a usarla solo según nuestras instrucciones.",
  "privacy.sharing.law":
    "Otras personas o entidades cuando la ley lo exija, por ejemplo en respuesta a una citación judicial válida, o para proteger los derechos y la seguridad de nuestros clientes, de nuestro personal o del público.",
  "privacy.protection.heading": "Cómo protegemos su información",
  "privacy.protection.text":
    "Conforme a la Ley Gramm-Leach-Bliley y a la Regla de Salvaguardas (Safeguards Rule) de la Comisión Federal de Comercio, mantenemos un programa escrito de seguridad de la información. Incluye conexiones cifradas con este sitio, contraseñas protegidas con hash, inicio de sesión en dos pasos para todas las cuentas del personal (y para los clientes que lo activen), un registro de cada acción del personal, los documentos que usted sube guardados cifrados, cada uno con su propia clave, y revisados contra virus antes de que alguien los abra, acceso limitado al personal que lo necesita (solo el dueño de la oficina y su preparador pueden descargar sus documentos, y cada descarga queda registrada), eliminación segura de documentos y capacitación del personal. Ningún sistema es completamente seguro; si ocurre una violación de seguridad que afecte su información, se lo notificaremos según lo exija la ley.",
  "privacy.cookies.heading": "Cookies y analítica",
  "privacy.cookies.text":
    "El sitio usa cookies esenciales para mantener su sesión iniciada de forma segura y recordar el idioma que elija. Si la analítica está activada, usamos Google Analytics para contar las visitas a las páginas y así mejorar el sitio; Google Analytics no recibe su información fiscal. El mapa opcional de nuestra página de contacto lo proporciona Google Maps y está sujeto a la política de privacidad de Google.",
  "privacy.retention.heading": "Cuánto tiempo conservamos la información",
  "privacy.retention.text":
    "Conservamos los expedientes de los clientes, incluidas las copias de las declaraciones, por lo menos durante los plazos que se exigen a los preparadores de impuestos y que fijan las normas profesionales (por lo general, al menos tres años, y más tiempo si una declaración está bajo revisión o si usted nos lo pide). Los documentos que sube por el sitio se eliminan dos años después de la cita para la que los envió, salvo que todavía los necesitemos (por ejemplo, mientras una declaración está bajo revisión). Los mensajes que nos envía por el formulario de contacto quedan en nuestra bandeja de entrada, archivados una vez respondidos. El registro de seguridad de los inicios de sesión y de las acciones del personal se conserva de forma permanente, para que nadie pueda alterar ni borrar lo que se hizo con su información. Los registros del servidor web los guarda nuestro proveedor de alojamiento durante el plazo que fija su servicio.",
  "privacy.california.heading": "Sus derechos de privacidad en California",
  "privacy.california.text":
    "Si usted reside en California, la Ley de Privacidad del Consumidor de California (CCPA), modificada por la Ley de Derechos de Privacidad de California (CPRA), puede darle derecho a saber qué información personal tenemos sobre usted, a corregirla, a que se elimine y a no ser discriminado por ejercer estos derechos. Cierta información está exenta, como la que debemos conservar por ley o la que está protegida por la Ley Gramm-Leach-Bliley. Para hacer una solicitud, comuníquese con nosotros por los medios que se indican más abajo; verificaremos su identidad antes de atenderla. Puede actuar por medio de un agente autorizado.",
  "privacy.children.heading": "Menores de edad",
  "privacy.children.text":
    "El sitio web no está dirigido a menores de 16 años, y no recopilamos a sabiendas su información en línea. Preparamos declaraciones para dependientes solo a petición de su padre, madre o tutor.",
  "privacy.contact.heading": "Cambios y contacto",
  "privacy.contact.text":
    "Publicaremos cualquier cambio a esta política en esta página, con una nueva fecha. Si tiene preguntas o solicitudes sobre su información, escríbanos a {address}, envíenos un correo electrónico a {email} o llámenos al {phone}.",

  "terms.title": "Términos del servicio",
  "terms.updated": "1 de noviembre de 2026",
  "terms.intro":
    "Estos términos rigen el uso que usted hace del sitio web de {business}, de su cuenta de cliente y de las citas que solicita a través de él. Al crear una cuenta o reservar una cita, usted los acepta. Los servicios de impuestos en sí se rigen también por la carta de compromiso (engagement letter) que firmamos con usted; si ambos documentos difieren, prevalece la carta de compromiso.",
  "terms.account.heading": "Su cuenta",
  "terms.account.accurate": "Proporcione información correcta al registrarse y manténgala actualizada.",
  "terms.account.password":
    "Mantenga su contraseña en privado; usted es responsable de la actividad en su cuenta. Avísenos de inmediato si cree que otra persona la ha usado.",
  "terms.account.age": "Debe tener al menos 18 años para crear una cuenta.",
  "terms.appointments.heading": "Citas",
  "terms.appointments.pending":
    "Una cita solicitada queda pendiente hasta que la confirmemos. Podemos confirmar, reprogramar o rechazar una solicitud, y se lo haremos saber.",
  "terms.appointments.notice":
    "Si no puede asistir, avísenos lo antes posible para que podamos ofrecer ese horario a otro cliente.",
  "terms.appointments.timeZone": "Los horarios de las citas se muestran en la hora local de nuestra oficina (hora del Pacífico).",
  "terms.services.heading": "Nuestros servicios y sus responsabilidades",
  "terms.services.information":
    "Preparamos las declaraciones con la información y los documentos que usted nos entrega. Usted es responsable de que esa información sea completa y exacta, de conservar los registros que la respaldan y de revisar y firmar sus declaraciones antes de que se presenten. Usted sigue siendo responsable de los impuestos, intereses y multas que la ley le imponga.",
  "terms.services.noGuarantee":
    "No garantizamos ningún reembolso en particular, ni el resultado de una auditoría o de una negociación con una agencia tributaria. La representación ante el IRS o la Franchise Tax Board requiere una autorización firmada por usted (por ejemplo, el Formulario 2848 del IRS o el Formulario 3520 de la FTB).",
  "terms.fees.heading": "Honorarios",
  "terms.fees.text":
    "Los honorarios se acuerdan con usted antes de comenzar el trabajo y se detallan en su carta de compromiso. Reservar una cita a través del sitio web es gratis. Los honorarios no dependen del monto de su reembolso.",
  "terms.content.heading": "Contenido del sitio web",
  "terms.content.text":
    "Los artículos y las páginas de este sitio son información general, no asesoría fiscal, legal ni financiera para su situación. No actúe con base en ellos sin antes hablar con nosotros o con otro profesional calificado. Procuramos que el sitio esté disponible y sea exacto, pero lo ofrecemos tal como está, sin garantías de ningún tipo, en la medida en que la ley lo permita.",
  "terms.use.heading": "Uso aceptable",
  "terms.use.access": "No intente acceder a cuentas o datos que no sean suyos, ni interrumpir o sobrecargar el sitio.",
  "terms.use.contactForm":
    "No use el formulario de contacto para enviar números de Seguro Social, datos bancarios ni documentos fiscales; acordaremos con usted un medio seguro.",
  "terms.use.suspend": "Podemos suspender una cuenta que incumpla estos términos.",
  "terms.liability.heading": "Limitación de responsabilidad",
  "terms.liability.text":
    "En la medida en que la ley lo permita, {business} no es responsable de pérdidas indirectas o consecuentes derivadas del uso de este sitio web. Nuestra responsabilidad por los servicios de impuestos se establece en su carta de compromiso. Nada de lo dispuesto en estos términos limita la responsabilidad que no pueda limitarse según las leyes de California.",
  "terms.privacy.heading": "Privacidad",
  "terms.privacy.text":
    "La forma en que tratamos su información se describe en nuestra Política de privacidad, que forma parte de estos términos.",
  "terms.law.heading": "Ley aplicable y cambios",
  "terms.law.courts":
    "Estos términos se rigen por las leyes del estado de California. Las disputas se resolverán en los tribunales estatales o federales del condado donde se encuentra nuestra oficina de {locality}, California, salvo que su carta de compromiso disponga otra cosa.",
  "terms.law.changes":
    "Podemos actualizar estos términos; la nueva versión se aplica a partir de la fecha que aparece al principio de esta página. Si sigue usando su cuenta después de un cambio, significa que lo acepta.",
  "terms.contact.heading": "Contacto",
  "terms.contact.text": "{business}, {address}. Escríbanos a {email} o llámenos al {phone}.",
};

export default legal;
