import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin, Rollup } from "vite";

/**
 * How the browser's code is cut into files (ADR 075). Left to itself, Rollup makes a file for each
 * set of pages sharing a module: the menu fetched thirteen scripts, nine of them under 2 KB, and on
 * a phone's connection each costs a round trip before the page is drawn. So the shared files the
 * client's entry, the root and the menu page load become two: `framework` (React, Remix, i18next)
 * and `page-kit` (the app's header, navigation, banners, consent, theme, language, cards and
 * prices). Every other file stays as Rollup cut it.
 *
 * Rollup's `manualChunks` places a module's imports with it unless they are placed themselves, and
 * it follows the packages' index files to everything they export: naming only the kit's modules
 * pulled every page's validation and dates into the menu's files. So the plan names every module's
 * file, read from the build before: a build writes the plan it would like, and `pnpm build` builds
 * again until the plan it builds with is the plan it writes (scripts/build-client.mjs).
 */

/** A chunk as the plan reads it: Rollup's output chunk, in the fields used here. */
export interface PlannedChunk {
  name: string;
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** Module id → the name of the file it goes in. */
export type ChunkPlan = Record<string, string>;

// With Rollup's helpers for CommonJS modules (React's are), so that nothing of it comes from the kit.
const framework =
  /\/node_modules\/(?:react|react-dom|scheduler|use-sync-external-store|react-router|react-router-dom|@remix-run\/[^/]+|turbo-stream|i18next|react-i18next)\/|^\0commonjsHelpers\.js$/;

/**
 * The plan: the files `kitEntries` load (their static imports, all the way down) merge into
 * `framework` and `page-kit`; the entries keep their own files, and so does every other file.
 */
export function planChunks(chunks: readonly PlannedChunk[], kitEntries: readonly string[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const kit = new Set<PlannedChunk>();
  const pending = chunks.filter((chunk) =>
    kitEntries.some((entry) => chunk.facadeModuleId?.split("?")[0] === entry),
  );
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (kit.has(chunk)) continue;
    kit.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    }
  }
  const names = uniqueNames(chunks);
  const plan: ChunkPlan = {};
  for (const chunk of chunks) {
    const merges = kit.has(chunk) && !chunk.isEntry && !chunk.isDynamicEntry;
    for (const id of chunk.moduleIds)
      plan[id] = framework.test(id) ? "framework" : merges ? "page-kit" : names.get(chunk)!;
  }
  // In the modules' order, so that the same plan is written the same way.
  return Object.fromEntries(Object.entries(plan).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Each chunk's name, numbered where Rollup gave two chunks the same one (a plan name is one file). */
function uniqueNames(chunks: readonly PlannedChunk[]) {
  const names = new Map<PlannedChunk, string>();
  const taken = new Map<string, number>();
  const ordered = [...chunks].sort((a, b) =>
    (a.moduleIds[0] ?? "").localeCompare(b.moduleIds[0] ?? ""),
  );
  for (const chunk of ordered) {
    const count = taken.get(chunk.name) ?? 0;
    taken.set(chunk.name, count + 1);
    names.set(chunk, count === 0 ? chunk.name : `${chunk.name}-${count + 1}`);
  }
  return names;
}

const storefront = fileURLToPath(new URL("./", import.meta.url));
/** Where a build leaves its plan for the next one (scripts/build-client.mjs reads it too). */
const planFile = path.join(storefront, ".cache", "page-kit-plan.json");
const kitEntries = [
  path.join(storefront, "app", "entry.client.tsx"),
  path.join(storefront, "app", "root.tsx"),
  path.join(storefront, "app", "routes", "$referenceId.$type._index.tsx"),
];

/** The browser build cut by the last build's plan, writing the plan this one would like. */
export function pageKitChunks(): Plugin {
  let serverBuild = false;
  return {
    name: "page-kit-chunks",
    apply: "build",
    config(_config, { isSsrBuild }) {
      serverBuild = isSsrBuild === true;
      if (serverBuild || !existsSync(planFile)) return;
      const plan = JSON.parse(readFileSync(planFile, "utf8")) as ChunkPlan;
      return { build: { rollupOptions: { output: { manualChunks: (id) => plan[id] } } } };
    },
    generateBundle(_options, bundle) {
      if (serverBuild) return;
      const chunks = Object.values(bundle)
        .filter((output): output is Rollup.OutputChunk => output.type === "chunk")
        .map(plannedChunk);
      mkdirSync(path.dirname(planFile), { recursive: true });
      writeFileSync(planFile, `${JSON.stringify(planChunks(chunks, kitEntries), null, 1)}\n`);
    },
  };
}

/**
 * A chunk of this build as the plan reads it. A module without code in the file (tree-shaken
 * away) goes wherever it is pulled; an entry stays with its file, which is then the entry's own;
 * an empty file is left alone.
 */
function plannedChunk(chunk: Rollup.OutputChunk): PlannedChunk {
  if (!chunk.code.trim()) return { ...chunk, moduleIds: [] };
  const withCode = Object.keys(chunk.modules).filter((id) => chunk.modules[id]!.renderedLength > 0);
  const entry = chunk.facadeModuleId ? [chunk.facadeModuleId] : [];
  return { ...chunk, moduleIds: [...new Set([...entry, ...withCode])] };
}
