import { describe, expect, it } from "vitest";
import { signedInClient } from "../client/signed-in-client.fixtures.js";
import { customerOrdersAnswerSchema, customerOrdersQuerySchema } from "./orders.js";

const summary = {
  id: 12,
  reference_id: "demo",
  status: 0,
  status_name: "pending",
  selling_types: "car_pickup",
  payment_status: "not_required",
  currency: "KWD",
  total: 900,
  created_at: "2026-11-24T02:55:00.000Z",
};

describe("the customer's order list (GET webapp/v5/orders/{id})", () => {
  it("takes a page from 1 and nothing else", () => {
    expect(customerOrdersQuerySchema.parse({ page: "2" })).toEqual({ page: 2 });
    expect(customerOrdersQuerySchema.parse({})).toEqual({});
    for (const query of [
      { page: "0" },
      { page: "-1" },
      { page: "1.5" },
      { page: "1", user_id: "2" },
    ]) {
      expect(customerOrdersQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it("answers summaries only: unknown fields break the contract", () => {
    const answer = {
      error: 0,
      message: "",
      orders: [summary],
      page: 1,
      per_page: 10,
      has_more: false,
    };
    expect(customerOrdersAnswerSchema.parse(answer).orders[0]?.id).toBe(12);
    expect(
      customerOrdersAnswerSchema.safeParse({ ...answer, orders: [{ ...summary, phone: "+965" }] })
        .success,
    ).toBe(false);
  });

  it("is asked with the bearer token and the page", async () => {
    const { client, calls } = signedInClient({
      error: 0,
      message: "",
      orders: [],
      page: 3,
      per_page: 10,
      has_more: false,
    });
    await expect(
      client.getCustomerOrders({ params: { id: 7 }, query: { page: 3 } }),
    ).resolves.toMatchObject({ page: 3 });
    expect(calls.map(({ url }) => url)).toEqual(["http://api.test/webapp/v5/orders/7?page=3"]);
    expect(new Headers(calls[0]?.init?.headers).get("Authorization")).toBe("Bearer token-1");
  });
});
