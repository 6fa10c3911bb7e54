import { render } from "@react-email/render";
import { useComputedColorScheme } from "@mantine/core";
import { useEffect, useState, type ReactElement } from "react";

/**
 * Shows an email as a mail client would: its HTML in a sandboxed frame, and its plain-text
 * part below. In the dark scheme the body is marked the way Outlook.com marks it for dark
 * mode (`data-ogsc`), so the template's dark overrides show.
 */
export function EmailPreview({ email, subject }: { email: ReactElement; subject: string }) {
  const scheme = useComputedColorScheme("light");
  const [parts, setParts] = useState<{ html: string; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([render(email), render(email, { plainText: true })]).then(([html, text]) => {
      if (live) setParts({ html, text });
    });
    return () => {
      live = false;
    };
  }, [email]);

  if (!parts) return <p>Rendering…</p>;
  const html = scheme === "dark" ? parts.html.replace("<body", "<body data-ogsc") : parts.html;
  return (
    <div style={{ display: "grid", gap: 16, padding: 16 }}>
      <p style={{ margin: 0 }}>
        <strong>Subject:</strong> {subject}
      </p>
      <iframe title={`Email: ${subject}`} srcDoc={html} sandbox="" style={{ width: "100%", height: 720, border: "1px solid #868e96" }} />
      <details>
        <summary>Plain-text part</summary>
        <pre style={{ whiteSpace: "pre-wrap" }}>{parts.text}</pre>
      </details>
    </div>
  );
}
