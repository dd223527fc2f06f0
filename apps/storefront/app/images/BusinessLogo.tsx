import { imageWidths } from "@storefront/api-client";
import { ResponsiveImage } from "./ResponsiveImage";

/**
 * The business's logo in the header band. Its name is the heading beside it, so the logo itself
 * says nothing more (empty alt); it is above the fold, so it loads at once.
 */
export function BusinessLogo({ src }: { src: string }) {
  return (
    <ResponsiveImage
      src={src}
      alt=""
      widths={imageWidths.logo}
      sizes="3rem"
      width={48}
      height={48}
      eager
      className="business-logo"
    />
  );
}
