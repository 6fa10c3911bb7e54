import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Locale } from "../shared/i18n/locales";
import type { EmailContext } from "./email-context";
import { EMAIL_COLORS, EMAIL_FONT, EMAIL_HEADING_FONT, EMAIL_STYLESHEET } from "./email-theme";

export type EmailLayoutProps = {
  context: EmailContext;
  /** The reader's language: `<html lang>` and the office's hours (English for the office's own emails). */
  locale?: Locale;
  /** The line inboxes show beside the subject. */
  preview: string;
  title: string;
  children: ReactNode;
};

/** Every email's frame: the business's name on top, its contact details at the bottom. */
export function EmailLayout({ context, locale = "en", preview, title, children }: EmailLayoutProps) {
  const { business } = context;
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{EMAIL_STYLESHEET}</style>
      </Head>
      <Preview>{preview}</Preview>
      {/* The page colour sits on an inner table: React Email copies Body's style onto a cell without its class, where dark-mode rules cannot reach it. */}
      <Body className="em-page" style={{ fontFamily: EMAIL_FONT, margin: 0 }}>
        <Section className="em-page" style={{ backgroundColor: EMAIL_COLORS.page, padding: "24px 0" }}>
          <Container
            className="em-card"
            style={{
              backgroundColor: EMAIL_COLORS.card,
              border: `1px solid ${EMAIL_COLORS.rule}`,
              borderRadius: 12,
              maxWidth: 560,
              padding: "24px 28px",
            }}
          >
            <Text
              className="em-link"
              style={{ color: EMAIL_COLORS.accent, fontFamily: EMAIL_HEADING_FONT, fontSize: 20, fontWeight: 700, margin: "0 0 16px" }}
            >
              {business.name}
            </Text>
            <Section>{children}</Section>
            <Hr className="em-rule" style={{ borderColor: EMAIL_COLORS.rule, margin: "24px 0 16px" }} />
            <Text className="em-muted" style={{ color: EMAIL_COLORS.muted, fontSize: 13, lineHeight: "20px", margin: 0 }}>
              {business.name} · {business.addressLine}
              <br />
              <Link className="em-link" href={`tel:${business.phoneE164}`} style={{ color: EMAIL_COLORS.accent }}>
                {business.phoneDisplay}
              </Link>
              {" · "}
              <Link className="em-link" href={`mailto:${business.email}`} style={{ color: EMAIL_COLORS.accent }}>
                {business.email}
              </Link>
              <br />
              {business.hoursText[locale]}
            </Text>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}
