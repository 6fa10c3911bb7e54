import { createMessageTranslator } from "./message-translator";
import { API_MESSAGES_ES, VALIDATION_MESSAGES_ES } from "./server-messages-es";
import spec from "./spec.es";

/** The server's sentences in Spanish: the transports use it, and Spanish readers' browsers load it. */
export const toSpanish = createMessageTranslator({ api: API_MESSAGES_ES, spec, validation: VALIDATION_MESSAGES_ES });
