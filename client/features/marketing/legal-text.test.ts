import { describe, expect, it } from "vitest";
import { legalBlocks } from "./legal-text";

describe("legalBlocks", () => {
  it("reads headings, list items and paragraphs, and nothing else", () => {
    const text = "Intro line one\nline two.\n\n## What we collect\n- Your name\n- Your email,\n  as you gave it\n\nWe never sell it.\r\n\r\n<b>not bold</b> **nor this**";
    expect(legalBlocks(text)).toEqual([
      { kind: "paragraph", text: "Intro line one line two." },
      { kind: "heading", text: "What we collect" },
      { kind: "list", items: ["Your name", "Your email, as you gave it"] },
      { kind: "paragraph", text: "We never sell it." },
      { kind: "paragraph", text: "<b>not bold</b> **nor this**" },
    ]);
  });

  it("ends a paragraph at a list item and a list at a heading", () => {
    expect(legalBlocks("Before\n- one\n## After")).toEqual([
      { kind: "paragraph", text: "Before" },
      { kind: "list", items: ["one"] },
      { kind: "heading", text: "After" },
    ]);
    expect(legalBlocks("  \n\n")).toEqual([]);
  });
});
