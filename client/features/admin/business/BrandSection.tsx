import { Box, Button, ColorInput, ColorPicker, ColorSwatch, Fieldset, FileInput, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconCircleCheck, IconPhotoUp } from "@tabler/icons-react";
import { useId, useState, type CSSProperties, type ReactNode } from "react";
import { brandPalette, HEX_COLOR, passingShadeOf } from "#server/shared/brand-palette.ts";
import { PHOTO_TYPES, updateBusinessInput, type Brand } from "#server/shared/business-profile.schema.ts";
import { BRAND, PAGE_BACKGROUND, PRIMARY_SHADE, type Palette } from "#server/shared/design-tokens.ts";
import { codes } from "#server/shared/i18n/server-messages.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { zodFieldErrors } from "#client/lib/form-errors.ts";
import { localMessage } from "#client/lib/server-messages.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useBusinessT } from "./business-messages";

/** A few dark colours that read in both schemes, the product's own first. */
const SUGGESTIONS = [BRAND[8], "#1f4e79", "#7b2d8e", "#b00020", "#2f6b2f", "#c2410c", "#0b3d91", "#333333"];

/** The logo's height in the previews; the top bar's is 36 px (28 on phones). */
const LOGO_HEIGHT = 48;

type Scheme = "light" | "dark";
const SCHEMES: readonly Scheme[] = ["light", "dark"];
/** The page's text in each scheme (Mantine's), for the business's name beside the logo. */
const TEXT_COLOR: Record<Scheme, string> = { light: "var(--mantine-color-black)", dark: "var(--mantine-color-dark-0)" };
/** What the site writes on its primary colour: white on the light scheme's shade, black on the dark one's. */
const ON_PRIMARY: Record<Scheme, string> = { light: "#ffffff", dark: "#000000" };

/** The primary colour field's only schema: the server's own check, so the editor says what a save would answer. */
const colorSchema = updateBusinessInput.pick({ primaryColor: true });

/** An uploaded logo: where it is served and its pixel size. */
type Logo = NonNullable<Brand["logo"]>;

export type BrandSectionProps = {
  /** The saved logo and colour. */
  brand: Brand;
  /** Shown beside the logo in the previews, as the top bar shows it. */
  businessName: string;
  saving: boolean;
  /** The last save's outcome; clears itself after 4 seconds. */
  message: TimedMessage | null;
  /** Uploads the logo (POST /api/business/logo) and resolves with it; rejects with a message to show. */
  onUploadLogo: (file: File) => Promise<Logo>;
  onSave: (input: { logo: string | null; primaryColor: string | null }) => void;
};

/**
 * What the colour field holds, as the server would take it: "" is the site's own colour; a
 * well-formed one is checked in both schemes, with the server's sentence when it fails.
 */
function colorCheck(value: string) {
  const hex = value.trim().toLowerCase();
  if (hex === "") return { hex: null, palette: BRAND, error: undefined };
  // Only a well-formed colour reaches the schema: its contrast check needs one to make a palette of.
  if (!HEX_COLOR.test(hex)) return { hex, palette: null, error: localMessage(codes.validation.colorFormat) };
  return { hex, palette: brandPalette(hex), error: zodFieldErrors(colorSchema, { primaryColor: hex }).primaryColor };
}

/**
 * The office's logo and primary colour (issue 33, decision 0249). The logo uploads as soon as it
 * is chosen and shows on both schemes' top bars (on a white plate in the dark one, as the site puts
 * it); the colour is checked as it is typed, with the two schemes drawn in it, the server's reason
 * when a scheme would not read, and the nearest darker shade that would.
 */
export function BrandSection({ brand, businessName, saving, message, onUploadLogo, onSave }: BrandSectionProps) {
  const t = useBusinessT();
  const [logo, setLogo] = useState<Logo | null>(brand.logo);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [color, setColor] = useState(brand.primary_color ?? "");
  const { hex, palette, error } = colorCheck(color);
  const readable = hex !== null && palette !== null && !error;
  const suggestion = hex !== null && palette !== null && error ? passingShadeOf(hex) : null;

  /** Uploads at once: the save then names the logo by its URL. */
  function uploadLogo(file: File | null) {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    onUploadLogo(file)
      .then(
        (uploaded) => setLogo(uploaded),
        (failure: unknown) => setUploadError(failure instanceof Error ? failure.message : String(failure)),
      )
      .finally(() => setUploading(false));
  }

  return (
    <Stack component="section" gap="md" aria-labelledby="brand-heading">
      <div>
        <Title order={2} size="h3" id="brand-heading">
          {t("brand.title")}
        </Title>
        <Text mt={4}>{t("brand.intro")}</Text>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!error && !uploading) onSave({ logo: logo?.url ?? null, primaryColor: hex });
        }}
      >
        <Stack gap="md">
          <Fieldset legend={t("brand.logo")}>
            <Stack gap="sm">
              <SchemePreviews caption={(scheme) => t(scheme === "light" ? "brand.lightScheme" : "brand.darkScheme")}>
                {(scheme) => <TopBarSample logo={logo} name={businessName} scheme={scheme} />}
              </SchemePreviews>
              {!logo && <Text size="sm">{t("brand.noLogo")}</Text>}
              <Group gap="md" align="flex-end" wrap="wrap">
                <FileInput
                  label={t("brand.logoImage")}
                  description={t("brand.logoHint")}
                  placeholder={t(logo ? "brand.logoChooseAnother" : "brand.logoChoose")}
                  leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
                  accept={PHOTO_TYPES.join(",")}
                  clearable={false}
                  value={null}
                  onChange={uploadLogo}
                  error={uploadError}
                  flex={1}
                  miw={220}
                />
                {logo && (
                  <Button variant="subtle" onClick={() => setLogo(null)}>
                    {t("brand.removeLogo")}
                  </Button>
                )}
              </Group>
            </Stack>
          </Fieldset>
          <Fieldset legend={t("brand.color")}>
            <Stack gap="sm">
              <Group gap="lg" align="flex-start" wrap="wrap">
                <Stack gap="sm" flex={1} miw={240}>
                  <ColorInput
                    label={t("brand.primaryColor")}
                    description={t("brand.primaryColorHint")}
                    placeholder={t("brand.siteColor")}
                    format="hex"
                    value={color}
                    onChange={setColor}
                    error={error}
                    // The colour in use: the site's own while the field is empty (Mantine's own dot would be white).
                    leftSection={<ColorSwatch color={palette ? (hex ?? BRAND[8]) : "transparent"} size={18} aria-hidden="true" />}
                    // The picker is beside the field, where every part of it has a name and takes the keyboard.
                    withPicker={false}
                    eyeDropperButtonProps={{ "aria-label": t("brand.eyeDropper") }}
                  />
                  <div>
                    <Text size="sm" fw={500} id="brand-suggestions" mb={6}>
                      {t("brand.suggestions")}
                    </Text>
                    <Group gap="xs" role="group" aria-labelledby="brand-suggestions">
                      {SUGGESTIONS.map((swatch) => (
                        <ColorSwatch
                          key={swatch}
                          component="button"
                          type="button"
                          color={swatch}
                          size={32}
                          aria-label={t("brand.useSuggestion", { hex: swatch })}
                          aria-pressed={swatch === hex}
                          onClick={() => setColor(swatch)}
                          style={{ cursor: "pointer" }}
                        >
                          {swatch === hex && <IconCheck size={18} color="#ffffff" aria-hidden="true" />}
                        </ColorSwatch>
                      ))}
                    </Group>
                  </div>
                </Stack>
                <ColorPicker
                  format="hex"
                  // The site's own colour while none is chosen; one half typed leaves the picker where it was.
                  value={hex ?? BRAND[8]}
                  onChange={setColor}
                  saturationLabel={t("brand.pickerSaturation")}
                  hueLabel={t("brand.pickerHue")}
                />
              </Group>
              <div aria-live="polite">
                {hex === null && <Text size="sm">{t("brand.usingSiteColor")}</Text>}
                {readable && (
                  <Group gap={6} wrap="nowrap">
                    <IconCircleCheck size={20} color="var(--mantine-color-green-filled)" aria-hidden="true" />
                    <Text size="sm">{t("brand.readable")}</Text>
                  </Group>
                )}
                {/* The field shows the reason; said here too, as it changes while the owner types. */}
                {palette && error && <VisuallyHidden>{error}</VisuallyHidden>}
              </div>
              <Group gap="sm">
                {suggestion && suggestion !== hex && (
                  <Button variant="light" leftSection={<ColorSwatch color={suggestion} size={16} aria-hidden="true" />} onClick={() => setColor(suggestion)}>
                    {t("brand.useInstead", { hex: suggestion })}
                  </Button>
                )}
                {hex !== null && (
                  <Button variant="subtle" onClick={() => setColor("")}>
                    {t("brand.useSiteColor")}
                  </Button>
                )}
              </Group>
              {palette && (
                <SchemePreviews caption={(scheme) => t(scheme === "light" ? "brand.lightScheme" : "brand.darkScheme")}>
                  {(scheme) => <ColorSample palette={palette} scheme={scheme} button={t("brand.sampleButton")} link={t("brand.sampleLink")} />}
                </SchemePreviews>
              )}
            </Stack>
          </Fieldset>
          <Group>
            <ActionMessage message={message} />
            <Button type="submit" loading={saving} disabled={Boolean(error) || uploading}>
              {t("brand.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The light and the dark scheme side by side, each a figure named by its caption. What they draw is
 * a picture of the site, not part of this page (`inert`): a colour being tried may well not read.
 */
function SchemePreviews({ caption, children }: { caption: (scheme: Scheme) => string; children: (scheme: Scheme) => ReactNode }) {
  const id = useId();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {SCHEMES.map((scheme) => (
        <Box component="figure" m={0} key={scheme} aria-labelledby={`${id}-${scheme}`}>
          <Text component="figcaption" size="sm" fw={500} mb={4} id={`${id}-${scheme}`}>
            {caption(scheme)}
          </Text>
          <div
            inert
            style={{
              background: PAGE_BACKGROUND[scheme],
              border: "1px solid var(--mantine-color-default-border)",
              borderRadius: "var(--mantine-radius-md)",
              padding: "12px 16px",
            }}
          >
            {children(scheme)}
          </div>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The top bar's left end: the logo (on a white plate in the dark scheme, as TopBar.module.css puts it) and the name. */
function TopBarSample({ logo, name, scheme }: { logo: Logo | null; name: string; scheme: Scheme }) {
  const plate: CSSProperties = scheme === "dark" ? { padding: 3, background: "#ffffff", borderRadius: "var(--mantine-radius-sm)" } : {};
  return (
    <Group gap={10} wrap="nowrap" mih={LOGO_HEIGHT + 6}>
      {logo && (
        <img
          src={logo.url}
          alt=""
          width={logo.height > 0 ? Math.round((LOGO_HEIGHT * logo.width) / logo.height) : undefined}
          height={LOGO_HEIGHT}
          style={{ flex: "none", width: "auto", maxWidth: "60%", height: LOGO_HEIGHT, objectFit: "contain", boxSizing: "content-box", ...plate }}
        />
      )}
      <Text fw={700} size="lg" lh={1.2} style={{ color: TEXT_COLOR[scheme] }}>
        {name}
      </Text>
    </Group>
  );
}

/** A filled button and a link in the scheme's primary shade, as the site draws them. */
function ColorSample({ palette, scheme, button, link }: { palette: Palette; scheme: Scheme; button: string; link: string }) {
  const primary = palette[PRIMARY_SHADE[scheme]];
  return (
    <Group gap="md" wrap="wrap">
      <span style={{ display: "inline-block", padding: "6px 14px", borderRadius: "var(--mantine-radius-sm)", background: primary, color: ON_PRIMARY[scheme], fontWeight: 600 }}>
        {button}
      </span>
      <span style={{ color: primary, textDecoration: "underline" }}>{link}</span>
    </Group>
  );
}
