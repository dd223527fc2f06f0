import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { pathIdSchema } from "@storefront/api-client";
import { moveToBranch, pickText } from "@storefront/domain";
import { apiFor } from "../api/api-client.server";
import {
  clearRemovedDishesCookie,
  dishesLeaving,
  readRemovedDishes,
  removedDishesCookie,
} from "../cart/branch-switch";
import { loadCart, saveCart } from "../cart/cart-store.server";
import { secureAttribute } from "../cookies/site-cookie";
import { pagePrologue } from "../http/page-prologue.server";
import { writePrologue } from "../http/write-prologue.server";
import { loadShifts } from "../menu/load-shifts.server";
import { openStateView } from "../menu/open-state";
import { chosenBranchCookie } from "./chosen-branch";

// The branches page's loader and action (docs/decisions/042-branch-switch-with-a-cart.md): each
// branch with today's delivery hours, and the choice of one, asked again first when the switch
// would drop dishes from the cart.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const branches = await Promise.all(
    home.branches.map(async (branch) => {
      const shifts = await loadShifts(business.reference_id, branch.id, "delivery", language);
      return { ...branch, delivery: openStateView("delivery", shifts, t, language) };
    }),
  );
  // Said once, after a switch that removed dishes from the cart.
  const removed = readRemovedDishes(request.headers.get("Cookie"), business.reference_id);
  // The branch as the list names it (its own name, not the business's longer one).
  const serving = business.branches.find((each) => each.id === business.branch_id);
  const branchName = pickText(serving?.name ?? business.branch_name, language, business.locales);
  return data(
    {
      language,
      home,
      homePath: `/${business.reference_id}`,
      title: t("branches.title"),
      branches,
      removed:
        removed.length > 0
          ? t("branches.removed", {
              branch: branchName,
              dishes: new Intl.ListFormat(language, { type: "conjunction" }).format(removed),
            })
          : null,
    },
    removed.length > 0
      ? {
          headers: {
            "Set-Cookie": clearRemovedDishesCookie(business.reference_id, secureAttribute(request)),
          },
        }
      : undefined,
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { business, language, secure } = await writePrologue(request, params.referenceId);
  const form = await request.formData();
  const branchId = pathIdSchema.safeParse(form.get("branchId"));
  const branch = business.branches.find((each) => branchId.success && each.id === branchId.data);
  if (!branchId.success || !branch) {
    throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  const headers = new Headers({
    "Set-Cookie": chosenBranchCookie(business.reference_id, branchId.data),
  });
  // The cart, served by the current branch, against what the chosen one sells (spec 4).
  const loaded = await loadCart(request, business, language);
  let leaving: string[] = [];
  if (loaded.cart.lines.length > 0 && branch.id !== business.branch_id) {
    const api = apiFor(language);
    const [{ menu: chosen }, { menu: current }] = await Promise.all([
      api.getMenu({ params: { id: branch.id } }),
      api.getMenu({ params: { id: business.branch_id } }),
    ]);
    const sold = new Set(chosen.items.map((item) => item.id));
    leaving = dishesLeaving(
      loaded.cart,
      sold,
      current.items.map((item) => ({ id: item.id, name: text(item.name) })),
    );
    if (leaving.length > 0 && form.get("confirm") !== "1") {
      // Nothing changes until the customer agrees (a second post, with or without JavaScript).
      return data({
        confirm: {
          branchId: branch.id,
          branch: text(branch.name),
          current: text(
            business.branches.find((each) => each.id === business.branch_id)?.name ??
              business.branch_name,
          ),
          dishes: leaving,
        },
      });
    }
    for (const cookie of (
      await saveCart(request, loaded, moveToBranch(loaded.cart, branch.id, sold), language)
    ).getSetCookie()) {
      headers.append("Set-Cookie", cookie);
    }
  }
  if (leaving.length === 0) return redirect(`/${business.reference_id}`, { status: 303, headers });
  headers.append("Set-Cookie", removedDishesCookie(business.reference_id, leaving, secure));
  return redirect(`/${business.reference_id}/Branches`, { status: 303, headers });
}
