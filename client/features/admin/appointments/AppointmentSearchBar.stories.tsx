import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { AppointmentSearchBar } from "./AppointmentSearchBar";

const meta = {
  title: "Admin/AppointmentSearchBar",
  component: AppointmentSearchBar,
  args: { active: false, onSearch: fn(), onClear: fn(), onExport: fn() },
} satisfies Meta<typeof AppointmentSearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only what was filled in is searched for. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Client"), " 555-0177 ");
    await userEvent.type(canvas.getByLabelText("From"), "2025-01-01");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(args.onSearch).toHaveBeenCalledWith({ q: "555-0177", from: "2025-01-01" });
    await expect(canvas.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
  },
};

/** Issue 32: the file has what the filters as filled in find, searched for or not. */
export const Export: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("To"), "2026-04-15");
    await userEvent.click(canvas.getByRole("button", { name: "Download as CSV" }));
    await expect(args.onExport).toHaveBeenCalledWith({ to: "2026-04-15" });
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The file is being made: the button says so and takes no second click. */
export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Download as CSV" })).toBeDisabled();
  },
};

export const ExportSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Descargar como CSV" }));
    await expect(args.onExport).toHaveBeenCalledWith({});
  },
};

/** Results are showing: Clear returns to the usual list. */
export const Active: Story = {
  args: { active: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Clear search" }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  parameters: viewportParameters,
  globals: phoneGlobals,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The search in Spanish: a status chosen by its Spanish name is searched for by its value. */
export const SearchSpanish: Story = {
  globals: { lang: "es" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("search", { name: "Buscar citas" })).toBeInTheDocument();
    await expect(canvas.getByLabelText("Desde")).toBeInTheDocument();
    await expect(canvas.getByLabelText("Hasta")).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: "Cliente" }), "Chen");
    await userEvent.click(canvas.getByRole("combobox", { name: "Estado" }));
    await userEvent.click(await screen.findByRole("option", { name: "Pendiente" }));
    await userEvent.click(canvas.getByRole("combobox", { name: "Servicio" }));
    await userEvent.click(await screen.findByRole("option", { name: "Representación ante el IRS" }));
    await userEvent.click(canvas.getByRole("button", { name: "Buscar" }));
    await expect(args.onSearch).toHaveBeenCalledWith({ q: "Chen", status: "pending", service: "IRS Representation" });
  },
};

export const ActiveSpanish: Story = {
  globals: { lang: "es" },
  args: { active: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Borrar la búsqueda" }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};
