/**
 * Tracking providers of the marketing pixels (spec section 9: "meta pixel 1, google analytics 2,
 * snapchat pixel 3, tiktok pixel 4, meta conversion api 5, tiktok events api 6, snapchat events
 * api 7").
 */
export const trackingProviders = Object.freeze({
  meta_pixel: 1,
  google_analytics: 2,
  snapchat_pixel: 3,
  tiktok_pixel: 4,
  meta_conversion_api: 5,
  tiktok_events_api: 6,
  snapchat_events_api: 7,
} as const);
