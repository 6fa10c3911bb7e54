/**
 * The owner's legal texts (decision 0246) are plain text with two marks: a line starting `## ` is a
 * heading and a line starting `- ` a list item; blank lines part paragraphs. Nothing else is read,
 * and the text is shown as text, never as HTML. Written here rather than with a Markdown library:
 * three rules cover what a policy needs, and a full Markdown renderer would have to be sanitised.
 */
export type LegalBlock = { kind: "heading"; text: string } | { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export function legalBlocks(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const close = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    if (list) blocks.push({ kind: "list", items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line === "") close();
    else if (line.startsWith("## ")) {
      close();
      blocks.push({ kind: "heading", text: line.slice(3).trim() });
    } else if (line.startsWith("- ")) {
      if (paragraph.length > 0) close();
      (list ??= []).push(line.slice(2).trim());
    } else if (list) {
      // A line under a list item continues it.
      list[list.length - 1] += ` ${line}`;
    } else paragraph.push(line);
  }
  close();
  return blocks;
}
