import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { API_MESSAGES } from "#server/shared/api-messages.ts";
import { PLACEHOLDER_PROFILE } from "#server/shared/business.ts";
import type { BusinessProfile } from "#server/shared/business-profile.schema.ts";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import english from "./business.en";
import { BusinessProfileView } from "./BusinessProfileView";
import { OfficeSettingsSection } from "./OfficeSettingsSection";

/** Where an uploaded photo lives (the story's upload resolves with it; no image is served). */
const PHOTO_URL = "/media/0b7e6a4e-8f7c-4a55-9d1e-3f2a1c9b8d70";

/** The first preparer's photo input: Mantine's FileInput is a button with a hidden file input behind it. */
const firstPreparerPhoto = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("group", { name: /^Preparers|^Preparadores/ }).querySelector<HTMLInputElement>('input[type="file"]');

const heroPhotoInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("group", { name: /^Home page|^Página de inicio/ }).querySelector<HTMLInputElement>('input[type="file"]');

/** A stand-in for an uploaded photo (no server serves /media in Storybook). */
const STAND_IN_PHOTO =
  "data:image/svg+xml," +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="107"><rect width="160" height="107" fill="#9c8f7a"/><rect x="20" y="24" width="56" height="64" rx="4" fill="#f4efe6"/></svg>');

const SAVED: BusinessProfile = {
  ...PLACEHOLDER_PROFILE,
  name: "Sierra Tax Studio",
  is_placeholder: false,
  preparers: [
    { name: "Ana Ruiz", role: "Owner", credentials: "EA, CTEC A123456", photo: null },
    { name: "Ben Ortiz", role: "Tax preparer", credentials: "CTEC A654321", photo: null },
  ],
};

const meta = {
  title: "Screens/AdminBusiness",
  component: BusinessProfileView,
  parameters: { layout: "fullscreen", route: "/admin/business", ...viewportParameters },
  args: {
    profile: SAVED,
    onUploadPhoto: fn(async () => PHOTO_URL),
    saving: false,
    message: null,
    onSave: fn(),
    appointmentsHref: "/admin",
  },
} satisfies Meta<typeof BusinessProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Business Profile" })).toBeVisible();
    await expect(canvas.getByLabelText(/^Business name/)).toHaveValue("Sierra Tax Studio");
    await expect(canvas.queryByText("Finish your business profile")).toBeNull();
  },
};

/** A fresh install: placeholders, and what else to replace before opening. */
export const Placeholders: Story = {
  args: { profile: PLACEHOLDER_PROFILE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Finish your business profile")).toBeVisible();
  },
};

export const SavesWhatWasTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, "559.555.0150");
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ phone: "559.555.0150", name: "Sierra Tax Studio" }));
  },
};

export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Phone/));
    await userEvent.type(canvas.getByLabelText(/^Phone/), "12");
    await userEvent.clear(canvas.getByLabelText(/^Latitude/));
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(canvas.getByText("Please enter a valid US phone number.")).toBeVisible();
    await expect(canvas.getByText("Latitude must be a number.")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const AddAndRemovePreparers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Ben Ortiz" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add a preparer" }));
    await expect(canvas.getAllByLabelText(/^Credentials/)).toHaveLength(2);
  },
};

export const Saving: Story = { args: { saving: true } };

export const Saved: Story = { args: { message: { kind: "success", text: english["business.saved"] } } };

export const SaveFailed: Story = { args: { message: { kind: "error", text: english["business.saveFailed"] } } };

export const Mobile: Story = { globals: phoneGlobals };

/**
 * Every photo picker says what it does on its face (issue 30 item 9), not an empty box: the
 * hero's and each preparer's, and "another" once a photo is set.
 */
export const PhotoPickersSayWhatTheyDo: Story = {
  globals: phoneGlobals,
  args: { profile: { ...SAVED, preparers: [SAVED.preparers[0]!, { ...SAVED.preparers[1]!, photo: STAND_IN_PHOTO }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getAllByText("Choose a photo…");
    // The hero's and Ana's; Ben has a photo.
    await expect(choose).toHaveLength(2);
    for (const prompt of choose) await expect(prompt).toBeVisible();
    await expect(canvas.getByText("Choose another photo…")).toBeVisible();
    await userEvent.upload(heroPhotoInput(canvasElement) as HTMLInputElement, new File(["jpg"], "office.jpg", { type: "image/jpeg" }));
    await expect(await canvas.findAllByText("Choose another photo…")).toHaveLength(2);
  },
};

export const PhotoPickersSayWhatTheyDoSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("Elegir una foto…")).toHaveLength(3);
  },
};

/** Choosing a file uploads it at once; the saved profile then names the photo. */
export const UploadsAPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(firstPreparerPhoto(canvasElement) as HTMLInputElement, new File(["png"], "ana.png", { type: "image/png" }));
    await expect(args.onUploadPhoto).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ preparers: expect.arrayContaining([expect.objectContaining({ name: "Ana Ruiz", photo: PHOTO_URL })]) }),
    );
  },
};

export const PhotoRefused: Story = {
  args: { onUploadPhoto: fn(async () => Promise.reject(new Error(API_MESSAGES.media.wrongType))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(firstPreparerPhoto(canvasElement) as HTMLInputElement, new File(["gif"], "ana.gif", { type: "image/png" }));
    await expect(await canvas.findByText(API_MESSAGES.media.wrongType)).toBeVisible();
  },
};

/** The home page's hero photo, founding year and walk-ins: set, saved, then the photo taken back. */
export const HeroAndTrustFacts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Showing the illustration")).toBeVisible();
    await userEvent.upload(heroPhotoInput(canvasElement) as HTMLInputElement, new File(["jpg"], "office.jpg", { type: "image/jpeg" }));
    await expect(await canvas.findByRole("button", { name: "Use the illustration instead" })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Year the office opened/), "2009");
    await userEvent.click(canvas.getByRole("checkbox", { name: /^Walk-ins welcome/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ heroPhoto: PHOTO_URL, foundedYear: 2009, walkIns: true }));
    await userEvent.click(canvas.getByRole("button", { name: "Use the illustration instead" }));
    await userEvent.clear(canvas.getByLabelText(/^Year the office opened/));
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ heroPhoto: null, foundedYear: null }));
  },
};

export const FoundedYearRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Year the office opened/), "1850");
    await userEvent.click(canvas.getByRole("button", { name: "Save profile" }));
    await expect(canvas.getByText("The founding year must be between 1900 and this year.")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** An owner who set everything: a hero photo, a year, walk-ins. */
export const WithHeroPhoto: Story = {
  args: { profile: { ...SAVED, hero_photo: { url: STAND_IN_PHOTO, width: 160, height: 107 }, founded_year: 2009, walk_ins: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Year the office opened/)).toHaveValue("2009");
    await expect(canvas.getByRole("checkbox", { name: /^Walk-ins welcome/ })).toBeChecked();
  },
};

/** In Spanish: the heading, the fieldsets' labels, the preparers' buttons, and a save. */
export const DefaultSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Perfil del negocio" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Inicio de administración" })).toHaveAttribute("href", "/admin");
    await expect(canvas.getByLabelText(/^Nombre del negocio/)).toHaveValue("Sierra Tax Studio");
    for (const legend of ["Negocio", "Contacto", "Dirección y mapa", "Página de inicio", "Página Quiénes somos", "Preparadores"]) {
      await expect(canvas.getByRole("group", { name: legend })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole("button", { name: "Quitar a Ben Ortiz" }));
    await userEvent.click(canvas.getByRole("button", { name: "Agregar un preparador" }));
    await expect(canvas.getByRole("button", { name: "Quitar a este preparador" })).toBeVisible();
    await expect(canvas.getAllByLabelText(/^Credenciales/)).toHaveLength(2);
    await userEvent.type(canvas.getAllByLabelText(/^Nombre$|^Nombre \*/)[1] as HTMLElement, "Carla Díaz");
    await userEvent.type(canvas.getAllByLabelText(/^Cargo/)[1] as HTMLElement, "Preparadora de impuestos");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar perfil" }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ preparers: [expect.objectContaining({ name: "Ana Ruiz" }), expect.objectContaining({ name: "Carla Díaz" })] }),
    );
  },
};

/** A fresh install in Spanish: what to finish before opening. */
export const PlaceholdersSpanish: Story = {
  args: { profile: PLACEHOLDER_PROFILE },
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Complete el perfil de su negocio")).toBeVisible();
  },
};

export const HeroAndTrustFactsSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Se muestra la ilustración")).toBeVisible();
    await expect(canvas.getByLabelText(/^Año en que abrió la oficina/)).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: /^Se atiende sin cita/ })).not.toBeChecked();
  },
};

/** The owner's page with the office's settings below the profile (decision 0242), the sender still the example address. */
export const WithOfficeSettings: Story = {
  args: {
    settings: (
      <OfficeSettingsSection
        settings={{
          status: "ready",
          settings: {
            cancel_cutoff_hours: 24,
            max_open_requests: 3,
            reminder_minutes_before: 1440,
            reviews_shown: true,
            staff_idle_minutes: 30,
            email_sender: { from: "Valley Tax Pros <hello@valleytaxpros.example>", from_env: false, placeholder: true },
          },
        }}
        saving={false}
        message={null}
        onSave={fn()}
        sampleReviewsHref="/admin/reviews"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Business Profile" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Booking rules and emails" })).toBeVisible();
    await expect(canvas.getByText("Your emails come from the example address")).toBeVisible();
  },
};
