import { useEffect, useRef, useState, type CSSProperties } from "react";
import { imageSrcSet, widthUrl } from "./image-srcset";

/**
 * A picture that never shifts or breaks the page: its frame takes its size from the width and
 * height given (an aspect ratio), the browser picks the smallest width that fills it (`srcset`,
 * `sizes`), and a picture that fails to load leaves the frame in its background colour, with no
 * broken-image icon (spec 8: a failed image has zero size; the frame keeps the layout's). Below
 * the fold it loads lazily; `priority` marks the one largest picture above the fold.
 */
export function ResponsiveImage({
  src,
  alt,
  widths,
  sizes,
  width,
  height,
  background,
  priority = false,
  eager = false,
  className,
}: {
  src: string;
  /** What the picture shows (the dish's name), or "" when it only decorates. */
  alt: string;
  widths: readonly number[];
  /** The slot's width at each breakpoint: "(min-width: 768px) 10rem, 7rem". */
  sizes: string;
  width: number;
  height: number;
  background?: string | null;
  /** The largest picture above the fold: fetched first, never lazily. */
  priority?: boolean;
  /** Above the fold but not the largest: loaded at once, at normal priority. */
  eager?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A picture that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  const style = {
    aspectRatio: `${width} / ${height}`,
    ...(background ? { "--frame-color": background } : {}),
  } as CSSProperties;
  const fallbackWidth = widths[Math.min(1, widths.length - 1)] ?? width;
  return (
    <span className={`image-frame${className ? ` ${className}` : ""}`} style={style}>
      {!failed && (
        <img
          ref={image}
          src={widthUrl(src, fallbackWidth)}
          srcSet={imageSrcSet(src, widths)}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          loading={priority || eager ? "eager" : "lazy"}
          decoding={priority ? "auto" : "async"}
          // React 18 passes unknown lowercase attributes through as they are.
          {...(priority ? { fetchpriority: "high" } : {})}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
