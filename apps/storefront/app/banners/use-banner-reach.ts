import { useEffect, type RefObject } from "react";
import { createReachTracker } from "./reach-tracker";

/** Where the page reports the banners its customer saw (routes/resources.banner-reach.ts). */
export const bannerReachPath = "/resources/banner-reach";

/**
 * Reports the banners of a strip that were seen (at least half on screen, in a visible tab, for a
 * second; reach-tracker.ts), once per page view. Only a page a person looks at runs this: a server
 * render, a prefetch or a crawler without a screen reports nothing.
 */
export function useBannerReach(list: RefObject<HTMLElement>): void {
  useEffect(() => {
    const strip = list.current;
    if (!strip || typeof IntersectionObserver === "undefined") return;
    const tracker = createReachTracker({
      report: (banners) => {
        void fetch(bannerReachPath, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ banners }),
          keepalive: true,
        }).catch(() => undefined);
      },
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
    });
    const cards = [...strip.querySelectorAll<HTMLElement>("[data-banner-id]")];
    const idOf = (element: Element) => Number((element as HTMLElement).dataset.bannerId);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const seen =
            entry.isIntersecting &&
            entry.intersectionRatio >= 0.5 &&
            document.visibilityState === "visible";
          if (seen) tracker.enter(idOf(entry.target));
          else tracker.leave(idOf(entry.target));
        }
      },
      { threshold: [0, 0.5] },
    );
    const watch = () => cards.forEach((card) => observer.observe(card));
    const onVisibility = () => {
      // Hidden: every banner's time stops. Shown again: the observer reports afresh.
      observer.disconnect();
      cards.forEach((card) => tracker.leave(idOf(card)));
      if (document.visibilityState === "visible") watch();
    };
    const onLeave = () => tracker.flush();
    watch();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onLeave);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onLeave);
      tracker.flush();
    };
  }, [list]);
}
