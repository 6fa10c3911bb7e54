import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Locale } from "../shared/i18n/locales";
import type { EmailContext } from "./email-context";
import { BRAND } from "../shared/design-tokens";
import { EMAIL_FONT, EMAIL_HEADING_FONT, EMAIL_INK, EmailColorsContext, emailColors, emailStylesheet } from "./email-theme";

/** The logo's height in an email: a letterhead's, not a banner's; a wide logo stops at the card's width. */
const LOGO_HEIGHT = 48;
const LOGO_MAX_WIDTH = 240;

export type EmailLayoutProps = {
  context: EmailContext;
  /** The reader's language: `<html lang>` and the office's hours (English for the office's own emails). */
  locale?: Locale;
  /** The line inboxes show beside the subject. */
  preview: string;
  title: string;
  children: ReactNode;
};

/** Every email's frame: the business's logo and name on top, its contact details at the bottom, in its colours. */
export function EmailLayout({ context, locale = "en", preview, title, children }: EmailLayoutProps) {
  const { business } = context;
  const colors = emailColors(business.palette ?? BRAND);
  const { light } = colors;
  const logoScale = business.logo ? Math.min(LOGO_HEIGHT / business.logo.height, LOGO_MAX_WIDTH / business.logo.width) : 0;
  return (
    <EmailColorsContext value={colors}>
      <Html lang={locale} dir="ltr">
        <Head>
          <title>{title}</title>
          <meta name="color-scheme" content="light dark" />
          <meta name="supported-color-schemes" content="light dark" />
          <style>{emailStylesheet(colors)}</style>
        </Head>
        <Preview>{preview}</Preview>
        {/* The page colour sits on an inner table: React Email copies Body's style onto a cell without its class, where dark-mode rules cannot reach it. */}
        <Body className="em-page" style={{ fontFamily: EMAIL_FONT, margin: 0 }}>
          <Section className="em-page" style={{ backgroundColor: light.page, padding: "24px 0" }}>
            <Container
              className="em-card"
              style={{
                backgroundColor: light.card,
                border: `1px solid ${light.rule}`,
                borderRadius: 12,
                maxWidth: 560,
                padding: "24px 28px",
              }}
            >
              {business.logo && (
                // Decorative beside the name that follows; a reader whose mail hides images loses nothing.
                <Img
                  src={business.logo.src}
                  alt=""
                  width={Math.round(business.logo.width * logoScale)}
                  height={Math.round(business.logo.height * logoScale)}
                  style={{ margin: "0 0 8px" }}
                />
              )}
              <Text
                className="em-link"
                style={{ color: light.accent, fontFamily: EMAIL_HEADING_FONT, fontSize: 20, fontWeight: 700, margin: "0 0 16px" }}
              >
                {business.name}
              </Text>
              <Section>{children}</Section>
              <Hr className="em-rule" style={{ borderColor: light.rule, margin: "24px 0 16px" }} />
              <Text className="em-muted" style={{ color: EMAIL_INK.muted, fontSize: 13, lineHeight: "20px", margin: 0 }}>
                {business.name} · {business.addressLine}
                <br />
                <Link className="em-link" href={`tel:${business.phoneE164}`} style={{ color: light.accent }}>
                  {business.phoneDisplay}
                </Link>
                {" · "}
                <Link className="em-link" href={`mailto:${business.email}`} style={{ color: light.accent }}>
                  {business.email}
                </Link>
                <br />
                {business.hoursText[locale]}
              </Text>
            </Container>
          </Section>
        </Body>
      </Html>
    </EmailColorsContext>
  );
}
