import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { phoneGlobals, viewportParameters } from "#client/components/story-viewports.ts";
import { StaffView } from "./StaffView";
import { STORY_TIME_ZONE } from "../common/admin.fixtures";
import { StaffHandover } from "./StaffHandover";
import { STORY_HANDOVER, STORY_OWNER, STORY_STAFF } from "./staff.fixtures";

const meta = {
  title: "Screens/AdminStaff",
  component: StaffView,
  args: {
    staff: { status: "ready", staff: STORY_STAFF },
    selfId: STORY_OWNER.id,
    message: null,
    onInvite: fn(async () => true),
    inviting: false,
    onRoleChange: fn(),
    onDeactivate: fn(),
    onReactivate: fn(),
    onEditProfile: fn(),
    busyId: null,
    homeHref: "/admin",
  },
  parameters: { route: "/admin/staff" },
} satisfies Meta<typeof StaffView>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (name: string, list = "Staff accounts") =>
  within(within(screen.getByRole("list", { name: list })).getAllByRole("listitem").find((item) => item.textContent?.includes(name)) as HTMLElement);

/** Every role and status: the owner cannot change their own role or deactivate themselves. */
export const Staff: Story = {
  play: async ({ args }) => {
    const own = card("Maya Owner");
    await expect(own.getByText("You")).toBeVisible();
    await expect(own.getByRole("combobox", { name: "Role of Maya Owner" })).toBeDisabled();
    await expect(own.queryByRole("button", { name: /Deactivate/ })).toBeNull();
    await expect(card("Dee Desk").getByText("Invited")).toBeVisible();
    await expect(card("Dee Desk").getByText("Two-step sign-in not set up yet")).toBeVisible();
    await userEvent.click(card("Ana Reyes, EA").getByRole("combobox", { name: "Role of Ana Reyes, EA" }));
    await userEvent.click(await screen.findByRole("option", { name: "Front desk" }));
    await expect(args.onRoleChange).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), "front_desk");
    await userEvent.click(card("Ana Reyes, EA").getByRole("button", { name: "Deactivate Ana Reyes, EA" }));
    await expect(args.onDeactivate).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    await userEvent.click(card("Ben Ortiz, CPA").getByRole("button", { name: "Reactivate Ben Ortiz, CPA" }));
    await expect(args.onReactivate).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    // What clients see of Ana (decision 0238), and the way to change it; none for a deactivated account.
    await expect(card("Ana Reyes, EA").getByText("Speaks English and Spanish")).toBeVisible();
    await userEvent.click(card("Ana Reyes, EA").getByRole("button", { name: "Public profile of Ana Reyes, EA" }));
    await expect(args.onEditProfile).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    await expect(card("Ben Ortiz, CPA").queryByRole("button", { name: /Public profile/ })).toBeNull();
  },
};

/** The invitation: each role said in words, required fields checked before sending, cleared once sent. */
export const Invite: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole("region", { name: "Invite someone" }));
    await expect(form.getByText("Their own appointments and calendar only")).toBeVisible();
    await userEvent.click(form.getByRole("button", { name: "Send invitation" }));
    await expect(form.getByText("Please enter their full name.")).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText(/^Full name/), "Paula Preparer");
    await userEvent.type(form.getByLabelText(/^Email address/), "paula@example.com");
    await userEvent.click(form.getByRole("combobox", { name: "Role" }));
    await userEvent.click(await screen.findByRole("option", { name: "Front desk" }));
    await expect(form.getByText(/Books, moves and cancels for anyone/)).toBeVisible();
    await userEvent.click(form.getByRole("button", { name: "Send invitation" }));
    await expect(args.onInvite).toHaveBeenCalledWith({ full_name: "Paula Preparer", email: "paula@example.com", role: "front_desk" });
    await waitFor(() => expect(form.getByLabelText(/^Full name/)).toHaveValue(""));
  },
};

/** Just after Ben was deactivated: his open appointments wait above the list for someone to take them. */
export const AfterDeactivation: Story = {
  args: {
    message: { kind: "success", text: "Ben Ortiz, CPA was deactivated." },
    handover: (
      <StaffHandover
        name="Ben Ortiz, CPA"
        appointments={STORY_HANDOVER}
        preparers={[{ id: 7, name: "Ana Reyes, EA" }]}
        timeZone={STORY_TIME_ZONE}
        onReassign={fn(async () => true)}
        busyId={null}
        onDismiss={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Ben Ortiz, CPA's open appointments" })).toBeVisible();
  },
};

export const Sent: Story = { args: { message: { kind: "success", text: "Invitation sent to paula@example.com." } } };
export const Inviting: Story = { args: { inviting: true } };
export const Loading: Story = { args: { staff: { status: "loading" } } };
export const LoadFailed: Story = { args: { staff: { status: "error", message: "The staff could not be loaded. Please refresh the page." } } };

export const StaffSpanish: Story = {
  globals: { lang: "es" },
  play: async () => {
    await expect(screen.getByRole("heading", { level: 1, name: "Personal" })).toBeVisible();
    await expect(card("Dee Desk", "Cuentas del personal").getByText("Invitada")).toBeVisible();
    await expect(card("Ben Ortiz, CPA", "Cuentas del personal").getByRole("button", { name: "Reactivar a Ben Ortiz, CPA" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Enviar invitación" })).toBeVisible();
  },
};

export const StaffPhone: Story = { globals: phoneGlobals, parameters: viewportParameters };
