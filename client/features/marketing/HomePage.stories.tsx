import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "../../components/story-viewports";
import { HomePage } from "./HomePage";

const meta = {
  title: "Screens/Home",
  component: HomePage,
  parameters: { layout: "fullscreen", ...viewportParameters },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Stress-Free Tax Services You Can Trust" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Book an Appointment" })).toHaveAttribute("href", "/book");
    await expect(canvas.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/services");
    for (const name of ["Personal Tax Prep", "Business Tax Services", "IRS Representation"]) {
      await expect(canvas.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(canvas.getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
    await expect(canvasElement.querySelector("#contact")).toContainElement(
      canvas.getByRole("heading", { level: 2, name: "Get in Touch" }),
    );
    const headings = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.at(-1)).toBe("Find Us");
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = { globals: phoneGlobals };
