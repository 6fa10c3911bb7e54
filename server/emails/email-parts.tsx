import { phoneForDisplay } from "../shared/phone";
import { Button, Heading, Link, Text } from "@react-email/components";
import { Fragment, type ReactNode } from "react";
import { EMAIL_HEADING_FONT, EMAIL_INK, useEmailColors } from "./email-theme";

/** The small set of building blocks the templates share, so every email reads alike. */
export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" className="em-text" style={{ color: EMAIL_INK.text, fontFamily: EMAIL_HEADING_FONT, fontSize: 24, lineHeight: "30px", margin: "0 0 12px" }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text
      className={muted ? "em-muted" : "em-text"}
      style={{ color: muted ? EMAIL_INK.muted : EMAIL_INK.text, fontSize: 16, lineHeight: "24px", margin: "0 0 12px" }}
    >
      {children}
    </Text>
  );
}

/** Label and value pairs (service, when, where), one per line. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Text className="em-text" style={{ color: EMAIL_INK.text, fontSize: 16, lineHeight: "26px", margin: "4px 0 16px" }}>
      {rows.map(([label, value], index) => (
        <span key={label}>
          {index > 0 && <br />}
          <strong>{label}:</strong> {value}
        </span>
      ))}
    </Text>
  );
}

/** A short list, one item a line with a bullet (plain-text readers get "* item"). */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="em-text" style={{ color: EMAIL_INK.text, fontSize: 16, lineHeight: "26px", margin: "0 0 12px", paddingLeft: 24 }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  const colors = useEmailColors();
  return (
    <Button
      className="em-button"
      href={href}
      style={{
        backgroundColor: colors.accent,
        borderRadius: 8,
        color: colors.buttonText,
        display: "inline-block",
        fontSize: 16,
        fontWeight: 600,
        margin: "4px 0 16px",
        padding: "12px 20px",
        textDecoration: "none",
      }}
    >
      {children}
    </Button>
  );
}

/** A name's first word, for the greeting ("" for none). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** A catalogue sentence with a link (or any element) where it names `{slot}`: "Call us at {phone}." */
export function withSlot(sentence: string, slot: string, content: ReactNode): ReactNode {
  const [before = "", ...rest] = sentence.split(`{${slot}}`);
  return (
    <>
      {before}
      {rest.map((after, index) => (
        <Fragment key={index}>
          {content}
          {after}
        </Fragment>
      ))}
    </>
  );
}

export function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  const colors = useEmailColors();
  return (
    <Link className="em-link" href={href} style={{ color: colors.accent, textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

/** A phone as people read it, "(559) 555-0150", however it was typed (issue 19); a link to dial it. */
function PhoneLink({ phone }: { phone: string }) {
  const { display, href } = phoneForDisplay(phone);
  return href ? <InlineLink href={href}>{display}</InlineLink> : <>{display}</>;
}

/** Who the office should answer: their name (under `label`), and their email and phone as links. */
export function contactRows(
  label: string,
  person: { name: string; email: string | null; phone: string | null },
): [string, ReactNode][] {
  return [
    [label, person.name],
    // A client booked by phone may have no address (decision 0235).
    ["Email", person.email ? <InlineLink key="email" href={`mailto:${person.email}`}>{person.email}</InlineLink> : "Not given"],
    ["Phone", person.phone ? <PhoneLink key="phone" phone={person.phone} /> : "Not given"],
  ];
}
