import { describe, expect, it } from "vitest";
import { type PlannedChunk, planChunks } from "./page-kit-chunks";

const root = "/app/root.tsx";
const menu = "/app/routes/menu.tsx";

function chunk(fileName: string, fields: Partial<PlannedChunk>): PlannedChunk {
  return {
    name: fileName.replace(/-.*/, ""),
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    moduleIds: [],
    ...fields,
  };
}

// Rollup's cut of a small app: the root, the menu and the cart as entries, three shared files.
const build = [
  chunk("entry.client-a.js", {
    isEntry: true,
    facadeModuleId: "/app/entry.client.tsx",
    imports: ["vendor-a.js"],
    moduleIds: ["/app/entry.client.tsx"],
  }),
  chunk("root-a.js", {
    isEntry: true,
    facadeModuleId: `${root}?__remix-build-client-route`,
    imports: ["vendor-a.js", "translate-a.js"],
    moduleIds: [root, `${root}?__remix-build-client-route`],
  }),
  chunk("menu-a.js", {
    isEntry: true,
    facadeModuleId: `${menu}?__remix-build-client-route`,
    imports: ["vendor-a.js", "translate-a.js", "PriceTag-a.js"],
    moduleIds: [menu, "/app/menu/menu-only.ts"],
  }),
  chunk("cart-a.js", {
    isEntry: true,
    facadeModuleId: "/app/routes/cart.tsx?__remix-build-client-route",
    imports: ["vendor-a.js", "PriceTag-a.js", "zod-a.js"],
    moduleIds: ["/app/routes/cart.tsx"],
  }),
  chunk("vendor-a.js", {
    moduleIds: [
      "/node_modules/.pnpm/react@18/node_modules/react/index.js",
      "/node_modules/.pnpm/x/node_modules/@remix-run/react/dist/index.js",
      "/app/errors/report-in-browser.ts",
    ],
  }),
  chunk("translate-a.js", { moduleIds: ["/app/language/translate.ts"] }),
  chunk("PriceTag-a.js", { moduleIds: ["/app/pricing/PriceTag.tsx"] }),
  chunk("zod-a.js", { moduleIds: ["/node_modules/zod/index.js", "/packages/contract/cart.js"] }),
  chunk("PinMap.client-a.js", { isDynamicEntry: true, moduleIds: ["/app/PinMap.client.tsx"] }),
];

describe("the plan of the browser's files", () => {
  const plan = planChunks(build, [root, menu]);

  it("merges every shared file the root and the menu load into framework and page-kit", () => {
    expect(plan["/node_modules/.pnpm/react@18/node_modules/react/index.js"]).toBe("framework");
    expect(plan["/node_modules/.pnpm/x/node_modules/@remix-run/react/dist/index.js"]).toBe(
      "framework",
    );
    expect(plan["/app/errors/report-in-browser.ts"]).toBe("page-kit");
    expect(plan["/app/language/translate.ts"]).toBe("page-kit");
    expect(plan["/app/pricing/PriceTag.tsx"]).toBe("page-kit");
  });

  it("keeps each entry in a file of its own, with what only it imports", () => {
    expect(plan[menu]).toBe("menu");
    expect(plan["/app/menu/menu-only.ts"]).toBe("menu");
    expect(plan[root]).toBe("root");
    expect(plan["/app/routes/cart.tsx"]).toBe("cart");
    expect(plan["/app/PinMap.client.tsx"]).toBe("PinMap.client");
  });

  it("leaves what the menu does not load in the file Rollup gave it", () => {
    expect(plan["/node_modules/zod/index.js"]).toBe("zod");
    expect(plan["/packages/contract/cart.js"]).toBe("zod");
  });

  it("names every module of the build, so that none is pulled after another", () => {
    const modules = build.flatMap((each) => each.moduleIds);
    expect(Object.keys(plan).sort()).toEqual([...modules].sort());
  });

  it("gives two files Rollup named alike two names", () => {
    const twins = planChunks(
      [
        chunk("index-a.js", { moduleIds: ["/b/index.ts"] }),
        chunk("index-b.js", { moduleIds: ["/a/index.ts"] }),
      ],
      [],
    );
    expect(new Set(Object.values(twins))).toEqual(new Set(["index", "index-2"]));
  });

  it("holds its plan when the build is cut by it", () => {
    const planned = [
      ...build.filter((each) => each.isEntry || each.isDynamicEntry),
      chunk("framework-b.js", { moduleIds: build[4]!.moduleIds.slice(0, 2) }),
      chunk("page-kit-b.js", {
        imports: ["framework-b.js"],
        moduleIds: [
          "/app/errors/report-in-browser.ts",
          "/app/language/translate.ts",
          "/app/pricing/PriceTag.tsx",
        ],
      }),
      chunk("zod-b.js", { moduleIds: build[7]!.moduleIds }),
    ].map((each) =>
      each.isEntry && each.name !== "cart"
        ? { ...each, imports: ["framework-b.js", "page-kit-b.js"] }
        : each,
    );
    expect(planChunks(planned, [root, menu])).toEqual(plan);
  });
});
