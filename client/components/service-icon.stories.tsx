import { Group, Stack, Text } from "@mantine/core";
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

/** Every service's one icon, in both sizes: the same drawing on the services page, the picker and the dashboard. */
export const AllServices: Story = {
  render: () => (
    <Stack>
      {SERVICE_NAMES.map((service) => (
        <Group key={service} gap="sm">
          <ServiceIcon service={service} size="xl" />
          <ServiceIcon service={service} />
          <Text fw={600}>{service}</Text>
        </Group>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Decorative: the written name beside it says which service it is.
    const icons = canvasElement.querySelectorAll("[aria-hidden='true'] svg");
    await expect(icons).toHaveLength(SERVICE_NAMES.length * 2);
    await expect(within(canvasElement).getByText("IRS Representation")).toBeVisible();
  },
};

export const AllServicesDark: Story = { ...AllServices, globals: { theme: "dark" } };

/** A service this build does not know draws nothing rather than a wrong icon. */
export const UnknownService: Story = {
  args: { service: "Bookkeeping" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("svg")).toBeNull();
  },
};
