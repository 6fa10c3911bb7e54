import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LanguageMenuRow } from "./LanguageMenuRow";
import { LanguageSwitch } from "./LanguageSwitch";

const meta = {
  title: "Layout/LanguageSwitch",
  component: LanguageSwitch,
  args: { onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the English site: "Español", in Spanish. */
export const OffersSpanish: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Español" });
    await expect(button).toHaveAttribute("lang", "es");
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith("es");
  },
};

/** On the Spanish site: "English". */
export const OffersEnglish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "English" }));
    await expect(args.onChange).toHaveBeenCalledWith("en");
  },
};

/** As a row of the phone menu. */
export const MenuRow: Story = {
  render: (args) => <LanguageMenuRow {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Español" })).toHaveAttribute("lang", "es");
  },
};
