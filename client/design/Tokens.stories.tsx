import {
  Badge,
  Box,
  Button,
  Code,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  useComputedColorScheme,
  type MantineSize,
} from "@mantine/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  AA_TEXT,
  ACCENT,
  BRAND,
  contrastRatio,
  FONT_FAMILY,
  FONT_SIZES,
  HEADINGS,
  LAYOUT,
  LINE_HEIGHTS,
  PAGE_BACKGROUND,
  PRIMARY_SHADE,
  RADIUS,
  SPACING,
  type Palette,
} from "../../server/shared/design-tokens";

/**
 * The design system's tokens (server/shared/design-tokens.ts) as the theme draws them, for
 * designers and reviewers: switch the toolbar's scheme to see the dark values. Documentation
 * for the team, so it is written in English only.
 */
type Section = "colours" | "type" | "spacing" | "layout";

const ratio = (value: number) => `${value.toFixed(1)}:1`;

function Swatch({ name, palette, shade }: { name: string; palette: Palette; shade: number }) {
  const scheme = useComputedColorScheme("light");
  const colour = palette[shade] ?? "#000000";
  const onPage = contrastRatio(colour, PAGE_BACKGROUND[scheme]);
  const label = contrastRatio(colour, "#ffffff") >= contrastRatio(colour, "#000000") ? "#ffffff" : "#000000";
  const primary = shade === PRIMARY_SHADE[scheme];
  return (
    <Stack gap={4}>
      <Box bg={colour} c={label} p="xs" h={64} style={{ borderRadius: "var(--mantine-radius-md)" }}>
        <Text size="sm" fw={600} inherit>
          {name}.{shade}
        </Text>
        <Text size="xs" inherit>
          {colour}
        </Text>
      </Box>
      <Text size="xs">
        {ratio(onPage)} on the page{onPage >= AA_TEXT ? " · AA text" : ""}
        {primary ? " · this scheme's shade" : ""}
      </Text>
    </Stack>
  );
}

function PaletteRow({ name, palette, note }: { name: string; palette: Palette; note: string }) {
  return (
    <Stack gap="sm">
      <Title order={2}>{name}</Title>
      <Text maw={LAYOUT.measure}>{note}</Text>
      <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="sm">
        {palette.map((_colour, shade) => (
          <Swatch key={shade} name={name} palette={palette} shade={shade} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Colours() {
  return (
    <Stack gap="xl">
      <PaletteRow
        name="brand"
        palette={BRAND}
        note={`The primary colour: buttons, links, outlines, the current page. Shade ${PRIMARY_SHADE.light} in the light scheme (white text on it), shade ${PRIMARY_SHADE.dark} in the dark one (dark text on it).`}
      />
      <PaletteRow
        name="accent"
        palette={ACCENT}
        note="The warm note, used sparingly: highlights, trust marks, an icon's tint. As text it takes the same shades as the brand; filled shades 4-5 carry dark text."
      />
      <Stack gap="sm">
        <Title order={2}>Controls in every variant</Title>
        <Text maw={LAYOUT.measure}>
          Outline and subtle controls keep their colour in the dark scheme: a danger action stays red (the theme&apos;s
          variantColorResolver).
        </Text>
        {(["brand", "accent", "red"] as const).map((color) => (
          <Group key={color} gap="sm">
            {(["filled", "light", "outline", "subtle"] as const).map((variant) => (
              <Button key={variant} color={color} variant={variant}>
                {color} {variant}
              </Button>
            ))}
            <Badge color={color} variant="light">
              {color} badge
            </Badge>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

const SAMPLE_EN = "Tax preparation you can trust, from neighbours who know Fresno.";
const SAMPLE_ES = "Preparación de impuestos en español: ¿cita o sin cita? Año fiscal, señal, pingüino.";

function Typography() {
  return (
    <Stack gap="xl">
      <Table withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Headings</Table.Th>
            <Table.Td>
              <Code>{FONT_FAMILY.heading}</Code>, weight {HEADINGS.fontWeight}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Text</Table.Th>
            <Table.Td>
              <Code>{FONT_FAMILY.text}</Code>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Stack gap="md">
        {(["h1", "h2", "h3", "h4", "h5", "h6"] as const).map((heading, index) => (
          <Box key={heading}>
            <Text size="xs">
              {heading} · {HEADINGS.sizes[heading].fontSize} / {HEADINGS.sizes[heading].lineHeight}
            </Text>
            <Title order={(index + 1) as 1 | 2 | 3 | 4 | 5 | 6}>{SAMPLE_EN}</Title>
          </Box>
        ))}
      </Stack>
      <Stack gap="md">
        {(Object.keys(FONT_SIZES) as MantineSize[]).map((size) => (
          <Box key={size}>
            <Text size="xs">
              {size} · {FONT_SIZES[size]} / {LINE_HEIGHTS[size]}
            </Text>
            <Text size={size} maw={LAYOUT.measure}>
              {SAMPLE_EN} {SAMPLE_ES}
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function SpacingAndRadius() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <Stack gap="sm">
        <Title order={2}>Spacing</Title>
        {(Object.keys(SPACING) as MantineSize[]).map((size) => (
          <Group key={size} gap="sm" wrap="nowrap">
            <Text size="sm" w={110}>
              {size} · {SPACING[size]}
            </Text>
            <Box h={16} w={`var(--mantine-spacing-${size})`} bg="brand" />
          </Group>
        ))}
      </Stack>
      <Stack gap="sm">
        <Title order={2}>Radius</Title>
        <Group gap="sm">
          {(Object.keys(RADIUS) as MantineSize[]).map((size) => (
            <Paper key={size} withBorder radius={size} w={96} h={72} p="xs">
              <Text size="sm">{size}</Text>
              <Text size="xs">{RADIUS[size]}</Text>
            </Paper>
          ))}
        </Group>
      </Stack>
    </SimpleGrid>
  );
}

function Layout() {
  return (
    <Stack gap="md">
      <Text maw={LAYOUT.measure}>
        Every page&apos;s outer Container is the page width ({LAYOUT.pageWidth}), the top bar&apos;s and the
        footer&apos;s, so all content starts on one left edge. Prose and forms stop at the reading measure (
        {LAYOUT.measure}); a sign-in form, alone on its page, is centred at the narrow width ({LAYOUT.narrow}).
      </Text>
      <Paper withBorder p="sm" bg="brand.0" c="brand.9">
        <Text size="sm" inherit>
          Page width · {LAYOUT.pageWidth}
        </Text>
        <Paper withBorder p="sm" mt="sm" maw={LAYOUT.measure} bg="accent.0" c="accent.9">
          <Text size="sm" inherit>
            Reading measure · {LAYOUT.measure}
          </Text>
        </Paper>
        <Paper withBorder p="sm" mt="sm" maw={LAYOUT.narrow} mx="auto" bg="gray.0" c="dark.9">
          <Text size="sm" inherit>
            Narrow · {LAYOUT.narrow}
          </Text>
        </Paper>
      </Paper>
    </Stack>
  );
}

const SECTIONS: Record<Section, { title: string; Body: () => React.ReactNode }> = {
  colours: { title: "Colours", Body: Colours },
  type: { title: "Type", Body: Typography },
  spacing: { title: "Spacing and radius", Body: SpacingAndRadius },
  layout: { title: "Layout", Body: Layout },
};

function TokenSheet({ section }: { section: Section }) {
  const { title, Body } = SECTIONS[section];
  return (
    <Container component="main" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Body />
      </Stack>
    </Container>
  );
}

const meta = {
  title: "Design system/Tokens",
  component: TokenSheet,
  args: { section: "colours" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColourPalettes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("brand.8")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "red outline" })).toBeInTheDocument();
  },
};

/** The two typefaces come from the site's own files: the heading and text faces must load here as in the app. */
export const TypeScale: Story = {
  args: { section: "type" },
  play: async ({ canvasElement }) => {
    for (const font of [`600 16px "Source Serif 4 Variable"`, `400 16px "Inter Variable"`]) {
      const faces = await document.fonts.load(font);
      await expect(faces.map((face) => face.status)).toEqual(["loaded"]);
    }
    const heading = within(canvasElement).getByRole("heading", { level: 1, name: "Type" });
    await expect(getComputedStyle(heading).fontFamily).toContain("Source Serif 4 Variable");
  },
};

export const SpacingAndRadii: Story = { args: { section: "spacing" } };

export const PageWidths: Story = { args: { section: "layout" } };
