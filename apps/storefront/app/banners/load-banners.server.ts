import type { BannerDto, Restaurant } from "@storefront/api-client";
import { inBusinessZone, toMenuItemType } from "@storefront/domain";
import { apiFor } from "../api/api-client.server";
import { catalogueAnswer } from "../api/catalogue-answers.server";
import { env } from "../env.server";
import { allowedImage } from "../images/allowed-image";
import type { MenuLoad } from "../menu/load-menu.server";
import { shownMenuTargets } from "../menu/menu-view";
import { bannerDay } from "./banner-day";
import { bannerViews, type BannerView } from "./banner-view";
import { reportError } from "../errors/report-error.server";

/**
 * The banners the business's current branch shows today (its own calendar), or none when the
 * call fails: banners decorate a page and never break it.
 */
export async function loadBanners(
  business: Restaurant,
  language: string,
  now = new Date(),
): Promise<BannerDto[]> {
  const date = bannerDay(now, business.time_zone);
  try {
    const { banners } = await catalogueAnswer(
      `banners ${business.branch_id} ${date} ${language}`,
      "revision",
      () => apiFor(language).getBanners({ params: { id: business.branch_id }, query: { date } }),
    );
    return banners;
  } catch (error) {
    reportError(error, "server", {
      what: `Loading the banners of branch ${business.branch_id} failed`,
    });
    return [];
  }
}

/** Whether any banner leads into the menu, so the page needs the menu to check its link. */
export function bannersLeadIntoMenu(banners: readonly BannerDto[]): boolean {
  return banners.some((banner) => banner.link !== null && banner.link.type !== "url");
}

/**
 * The banners as a page of `type` draws them: links into the menu only to what `menu` shows now.
 */
export function bannerStrip(
  business: Restaurant,
  banners: readonly BannerDto[],
  {
    language,
    type,
    menu,
    now = new Date(),
  }: { language: string; type: string | null; menu: MenuLoad | null; now?: Date },
): BannerView[] {
  const itemType = type === null ? null : toMenuItemType(type);
  const shown =
    menu?.ok && itemType?.ok
      ? shownMenuTargets({
          categories: menu.answer.menu.categories,
          items: menu.answer.menu.items,
          itemType: itemType.itemType,
          now: inBusinessZone(now, business.time_zone),
        })
      : null;
  return bannerViews(banners, {
    referenceId: business.reference_id,
    type,
    language,
    businessLocales: business.locales,
    allowImage: (url) => allowedImage(url, env.MEDIA_ORIGINS),
    shown,
  });
}
