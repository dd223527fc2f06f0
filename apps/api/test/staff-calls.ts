import { eq } from "drizzle-orm";
import { staffMembers } from "../src/db/schema/index.js";
import { openStaffSession } from "../src/staff/staff-sessions.js";
import type { TestApi } from "./test-api.js";

/**
 * Calls of the business side as a member of staff makes them: `sessionOf` opens a session as a
 * right code opens one, for the tests that are not about signing in; `call` sends its token.
 */
export function staffCalls(api: TestApi, now: () => Date) {
  return {
    call(method: "GET" | "POST", url: string, token?: string, payload?: object) {
      return api.app.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload === undefined ? {} : { payload }),
      });
    },
    async sessionOf(phone: string): Promise<string> {
      const [member] = await api.db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.phone, phone));
      if (!member) throw new Error(`No demo staff ${phone}`);
      return (await openStaffSession(api.db, member, now())).token;
    },
  };
}
