// `pnpm build` runs this after tsc (`tsx demo/media/generate-demo-media-command.ts`): draws the demo's dishes, logos and backgrounds into MEDIA_DIR.
import { env } from "../../src/env.js";
import { loadDemo } from "../../src/seed/demo-data.js";
import { demoImages } from "./demo-media-catalogue.js";
import { generateDemoMedia } from "./generate-demo-media.js";

const started = performance.now();
const result = await generateDemoMedia(demoImages((await loadDemo()).businesses), env.MEDIA_DIR);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Demo media in ${env.MEDIA_DIR}: ${result.written} drawn (${Math.round(result.bytes / 1024)} KiB), ${result.skipped} unchanged, ${seconds} s`,
);
