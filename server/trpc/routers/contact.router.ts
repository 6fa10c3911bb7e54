import { contactInput } from "../../shared/contact.schema";
import { contactMessagesInput, updateContactMessageInput } from "../../shared/contact-inbox.schema";
import { officeProcedure, publicProcedure, router } from "../trpc";
import { writtenBody } from "../../i18n/message-language";

export const contactRouter = router({
  send: publicProcedure.input(contactInput).mutation(async ({ ctx, input }) => writtenBody(ctx.req, await ctx.services.contact.send(input, { ip: ctx.req.ip }))),

  /** The admin's inbox (REST twins: GET /api/contact-messages, PUT /api/contact-messages/{id}). */
  list: officeProcedure("messages").input(contactMessagesInput).query(({ ctx, input }) => ctx.services.contact.list(input.status)),
  setStatus: officeProcedure("messages")
    .input(updateContactMessageInput)
    .mutation(({ ctx, input }) => ctx.services.contact.setStatus(ctx.actor, input.id, input.status)),
  unreadCount: officeProcedure("messages").query(({ ctx }) => ctx.services.contact.unreadCount()),
});
