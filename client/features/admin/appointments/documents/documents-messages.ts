import { defineMessages } from "#client/lib/i18n.ts";
import english from "./documents.en";

/** The office's view of an appointment's folder (namespace "adminDocuments", decision 0254). */
export const { useT: useDocumentsT, t: documentsT } = defineMessages("adminDocuments", english, () => import("./documents.es"));

export type DocumentsKey = keyof typeof english & string;
