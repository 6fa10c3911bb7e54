import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with React nodes (links) inside it: translate with each placeholder
 * given back as itself (`t("contact.talk", { phone: "{phone}" })`), then put the nodes there.
 * The translator sees one whole sentence and may move the placeholders.
 */
export function fillIn(sentence: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return sentence
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 0 ? part : <Fragment key={index}>{nodes[part] ?? `{${part}}`}</Fragment>));
}
