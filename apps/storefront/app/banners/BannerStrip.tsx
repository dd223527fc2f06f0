import { Link } from "@remix-run/react";
import { imageWidths } from "@storefront/api-client";
import { useId, useRef } from "react";
import { useTranslation } from "../language/use-translation";
import { ResponsiveImage } from "../images/ResponsiveImage";
import type { BannerView } from "./banner-view";
import { useBannerReach } from "./use-banner-reach";

/**
 * The business's banners of the day: a strip that scrolls sideways, a card snapping into place at
 * a time (CSS scroll snap, so it works without JavaScript and runs the other way in right-to-left
 * languages). Each card is one link named by its title; the picture beside the title only
 * illustrates it. No banners, no strip.
 */
export function BannerStrip({ banners }: { banners: readonly BannerView[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  useBannerReach(list);
  if (banners.length === 0) return null;
  // A strip whose cards are all links is reached by Tab; one with a card that is not needs its own stop.
  const focusable = banners.some((banner) => banner.href === null);
  return (
    <section className="banners" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t("banners.label")}
      </h2>
      <ul ref={list} className="banners__list" {...(focusable ? { tabIndex: 0 } : {})}>
        {banners.map((banner, index) => (
          <li key={banner.id} className="banner" data-banner-id={banner.id}>
            <BannerCard banner={banner} eager={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerCard({ banner, eager }: { banner: BannerView; eager: boolean }) {
  // A banner without a picture is all words, set on a tint of the business's colour.
  const className = `banner__card${banner.image ? "" : " banner__card--words"}`;
  const content = (
    <>
      {banner.image && (
        <ResponsiveImage
          className="banner__picture"
          src={banner.image}
          alt=""
          widths={imageWidths.item}
          sizes="(min-width: 768px) 20rem, 80vw"
          width={480}
          height={270}
          eager={eager}
        />
      )}
      <span className="banner__words">
        <span className="banner__title">{banner.title}</span>
        {banner.text && <span className="banner__text">{banner.text}</span>}
      </span>
    </>
  );
  if (banner.href === null) return <div className={className}>{content}</div>;
  if (banner.external) {
    return (
      <a className={className} href={banner.href} rel="noopener">
        {content}
      </a>
    );
  }
  return (
    <Link className={className} to={banner.href}>
      {content}
    </Link>
  );
}
