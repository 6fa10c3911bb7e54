import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ContactDetails } from "./ContactDetails";

const meta = {
  title: "Admin/ContactDetails",
  component: ContactDetails,
  args: { email: "maria.gonzalez@example.com", phone: "(559) 555-0142" },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailAndPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "maria.gonzalez@example.com" })).toHaveAttribute(
      "href",
      "mailto:maria.gonzalez@example.com",
    );
    await expect(canvas.getByRole("link", { name: "(559) 555-0142" })).toHaveAttribute("href", "tel:+15595550142");
  },
};

/** However the client typed it, the phone reads the same (issue 19). */
export const PhoneAsTyped: Story = {
  args: { phone: "5595550142" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "(559) 555-0142" })).toHaveAttribute("href", "tel:+15595550142");
  },
};

export const NoPhone: Story = {
  args: { phone: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No phone")).toBeInTheDocument();
  },
};

export const NoPhoneSpanish: Story = {
  globals: { lang: "es" },
  args: { phone: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sin teléfono")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "maria.gonzalez@example.com" })).toBeInTheDocument();
  },
};

/** A client the office booked by phone, who has no email (decision 0235): the office knows to call. */
export const PhoneOnly: Story = {
  args: { email: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No email: call to keep them informed")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "(559) 555-0142" })).toBeInTheDocument();
  },
};

export const PhoneOnlySpanish: Story = {
  args: { email: null },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Sin correo: llame para mantenerle informado")).toBeInTheDocument();
  },
};
