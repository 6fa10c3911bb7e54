/**
 * The About page's placeholder paragraphs in Spanish (decision 0248): what a fresh install's profile
 * carries until the owner writes their own on /admin/business. Kept out of business.ts, which the
 * pages' script bundles, since every page gets the profile from the server.
 */
export const PLACEHOLDER_ABOUT_ES: readonly string[] = [
  "Nuestra misión es sencilla: quitarle el estrés a los impuestos. Fundamos Valley Tax Pros porque demasiadas personas en el Valle Central pagaban por una ayuda con sus impuestos que no entendían, o los hacían solas y perdían créditos que se habían ganado. Cada declaración que preparamos se explica en un lenguaje sencillo, línea por línea, antes de presentarla.",
  "Atendemos a personas y familias, a trabajadores independientes y jubilados, y a pequeños negocios de todo tipo: negocios unipersonales, LLC, sociedades y corporaciones S. Como trabajamos con usted todo el año y no solo en abril, podemos planificar con anticipación, desde los pagos estimados trimestrales hasta la elección de la estructura adecuada para un negocio nuevo.",
  "Cuando el IRS o la Franchise Tax Board le envíen una carta, no tendrá que enfrentarla solo. Respondemos avisos, representamos a clientes en auditorías y negociamos planes de pago y alivio de multas, manteniéndolo informado en cada paso. Su información se mantiene confidencial y segura, y nuestros honorarios se acuerdan antes de empezar el trabajo.",
];
