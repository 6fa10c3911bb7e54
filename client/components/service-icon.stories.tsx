import { Group, Stack, Text, ThemeIcon } from "@mantine/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SERVICE_NAMES } from "../../server/shared/services";
import { ServiceIcon } from "./service-icon";

const meta = {
  title: "Components/ServiceIcon",
  component: ServiceIcon,
  args: { service: "Personal Tax Prep" },
} satisfies Meta<typeof ServiceIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every service's one icon, as the service cards and the picker draw it: the same drawing everywhere. */
export const AllServices: Story = {
  render: () => (
    <Stack>
      {SERVICE_NAMES.map((service) => (
        <Group key={service} gap="sm">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
            <ServiceIcon service={service} size={28} />
          </ThemeIcon>
          <ThemeIcon size="lg" radius="md" variant="light" aria-hidden>
            <ServiceIcon service={service} />
          </ThemeIcon>
          <Text fw={600}>{service}</Text>
        </Group>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Decorative: the written name beside it says which service it is.
    await expect(canvasElement.querySelectorAll("[aria-hidden='true'] > svg")).toHaveLength(SERVICE_NAMES.length * 2);
    await expect(within(canvasElement).getByText("IRS Representation")).toBeVisible();
  },
};
