import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { StaffProfileModal } from "./StaffProfileModal";
import { STORY_STAFF } from "./staff.fixtures";

const ANA = STORY_STAFF[1] ?? null;
const DEE = STORY_STAFF[2] ?? null;

const meta = {
  title: "Admin/Staff/StaffProfileModal",
  component: StaffProfileModal,
  args: {
    member: ANA,
    submitting: false,
    onUploadPhoto: fn(async () => "/media/11111111-2222-4333-8444-555555555555"),
    onSubmit: fn(async () => true),
    onClose: fn(),
  },
} satisfies Meta<typeof StaffProfileModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole("dialog", { name }));
/** Mantine's FileInput is a button over a hidden file input: the upload goes to the input. */
const photoInput = () => screen.getByRole("dialog").querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** Ana's profile as she has it; another language and a bio too long are said at their fields before anything is sent. */
export const Edit: Story = {
  play: async ({ args }) => {
    const modal = await dialog("Ana Reyes, EA's public profile");
    await expect(modal.getByRole("textbox", { name: "Credentials" })).toHaveValue("EA, CTEC A123456");
    await expect(modal.getByText("Spanish")).toBeVisible();
    const bio = modal.getByRole("textbox", { name: "Short bio" });
    await userEvent.clear(bio);
    await userEvent.type(bio, "x".repeat(601).slice(0, 20));
    // Shown on the About page; taken off it here.
    const onAbout = modal.getByRole("checkbox", { name: "Show on the About page" });
    await expect(onAbout).toBeChecked();
    await userEvent.click(onAbout);
    await userEvent.click(modal.getByRole("button", { name: "Save profile" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        photo: null,
        credentials: "EA, CTEC A123456",
        languages: ["en", "es"],
        bio: "x".repeat(20),
        on_about: false,
      }),
    );
  },
};

/** Someone with no profile yet: a photo chosen is uploaded at once and shown, then saved with the rest. */
export const AddPhoto: Story = {
  args: { member: DEE },
  play: async ({ args }) => {
    const modal = await dialog("Dee Desk's public profile");
    const file = new File(["webp"], "dee.webp", { type: "image/webp" });
    await userEvent.upload(photoInput(), file);
    await waitFor(() => expect(args.onUploadPhoto).toHaveBeenCalledWith(file));
    await expect(modal.getByRole("button", { name: "Remove photo" })).toBeVisible();
    await userEvent.click(modal.getByRole("checkbox", { name: "Show on the About page" }));
    await userEvent.click(modal.getByRole("button", { name: "Save profile" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ photo: "/media/11111111-2222-4333-8444-555555555555", on_about: true })),
    );
  },
};

/** A photo the server refused: its sentence at the field, nothing else lost. */
export const PhotoRefused: Story = {
  args: { member: DEE, onUploadPhoto: fn(async () => Promise.reject(new Error("The photo is too large. Choose one under 2 MB."))) },
  play: async () => {
    const modal = await dialog("Dee Desk's public profile");
    await userEvent.upload(photoInput(), new File(["big"], "big.png", { type: "image/png" }));
    await expect(await modal.findByText("The photo is too large. Choose one under 2 MB.")).toBeVisible();
  },
};

export const Saving: Story = {
  args: { submitting: true },
  play: async () => {
    const modal = await dialog("Ana Reyes, EA's public profile");
    await expect(modal.getByRole("button", { name: "Save profile" })).toHaveAttribute("data-loading", "true");
  },
};

/** In Spanish: the languages named in Spanish. */
export const EditSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    const modal = await dialog("Perfil público de Ana Reyes, EA");
    await expect(modal.getByText("español")).toBeVisible();
    await expect(modal.getByText("Idiomas que habla con los clientes")).toBeVisible();
  },
};
