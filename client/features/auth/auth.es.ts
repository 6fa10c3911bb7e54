import type { Translation } from "../../../server/shared/i18n/catalog";
import type english from "./auth.en";

const auth: Translation<typeof english> = {
  "field.email": "Correo electrónico",
  "field.password": "Contraseña",
  "field.newPassword": "Nueva contraseña",
  "field.confirmPassword": "Confirmar contraseña",
  "field.passwordHint": "Al menos {min} caracteres",
  "login.title": "Iniciar sesión",
  "login.newHere": "¿Aún no tiene una cuenta?",
  "login.createAccount": "Crear una cuenta",
  "login.forgotPassword": "¿Olvidó su contraseña?",
  "login.submit": "Iniciar sesión",
  "login.redirecting": "Redirigiendo...",
  "register.title": "Crear una cuenta",
  "register.haveAccount": "¿Ya tiene una cuenta?",
  "register.signIn": "Iniciar sesión",
  "register.fullName": "Nombre completo",
  "register.phone": "Número de teléfono",
  "register.optional": "Opcional",
  "register.submit": "Crear cuenta",
  "register.created": "Cuenta creada",
  "forgot.title": "¿Olvidó su contraseña?",
  "forgot.remembered": "¿Ya la recordó?",
  "forgot.backToLogin": "Volver a iniciar sesión",
  "forgot.emailHint": "Le enviaremos un enlace por correo electrónico para que elija una nueva contraseña.",
  "forgot.submit": "Enviar el enlace",
  "forgot.failed": "No se pudo enviar el enlace para restablecer la contraseña. Inténtelo de nuevo.",
  "reset.title": "Elija una nueva contraseña",
  "reset.linkNotWorking": "¿El enlace no funciona?",
  "reset.requestAgain": "Solicitar un enlace nuevo",
  "reset.submit": "Guardar la nueva contraseña",
  "reset.goToLogin": "Ir a iniciar sesión",
  "reset.failed": "No se pudo restablecer su contraseña. Inténtelo de nuevo.",
};

export default auth;
