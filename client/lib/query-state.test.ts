import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { queryState } from "./query-state";

const serverError = () =>
  TRPCClientError.from({ error: { message: "Nope.", code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } } });

describe("queryState", () => {
  it("is ready, with what the view shows, as soon as the query has data, even if a refetch failed", () => {
    expect(queryState({ data: [1, 2], isError: false, error: null }, (items) => ({ items }), "Failed.")).toEqual({
      status: "ready",
      items: [1, 2],
    });
    expect(queryState({ data: [1], isError: true, error: new Error("x") }, (items) => ({ items }), "Failed.")).toEqual({
      status: "ready",
      items: [1],
    });
  });

  it("fails with the server's message, else the screen's fallback", () => {
    expect(queryState({ data: undefined, isError: true, error: serverError() }, (items: number[]) => ({ items }), "Failed.")).toEqual({
      status: "error",
      message: "Nope.",
    });
    expect(queryState({ data: undefined, isError: true, error: new Error("Failed to fetch") }, (items: number[]) => ({ items }), "Failed.")).toEqual({
      status: "error",
      message: "Failed.",
    });
  });

  it("fails without a message when the screen gives no fallback", () => {
    expect(queryState({ data: undefined, isError: true, error: new Error("x") }, (items: number[]) => ({ items }))).toEqual({ status: "error" });
  });

  it("is loading while there is neither data nor an error (null counts as no data)", () => {
    expect(queryState({ data: undefined, isError: false, error: null }, (items: number[]) => ({ items }), "Failed.")).toEqual({ status: "loading" });
    expect(queryState({ data: null, isError: false, error: null }, (items: number[]) => ({ items }), "Failed.")).toEqual({ status: "loading" });
  });
});
