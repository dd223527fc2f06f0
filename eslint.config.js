// One lint configuration for the whole tree; each package runs `eslint .` from its own folder.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** What packages/domain may never reach for (ARCHITECTURE.md, "Who may import whom"). */
const domainForbiddenImports = [
  { group: ["react", "react-*", "react/*"], message: "The domain is framework-free: no React." },
  { group: ["@remix-run/*"], message: "The domain is framework-free: no Remix." },
  {
    group: ["zod", "zod/*"],
    message: "Validation belongs to api-client; the domain takes typed data.",
  },
  {
    group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"],
    message: "The domain does no I/O.",
  },
  {
    group: ["node:*", "fs", "http", "https", "net", "child_process"],
    message: "The domain does no I/O.",
  },
  { group: ["@storefront/*"], message: "The domain depends on no other package of ours." },
];

const clockMessage = "The domain never reads the clock: take `now` as a parameter.";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/build/**",
      "**/server-build/**",
      "**/.turbo/**",
      "**/.data/**",
      "**/.tools/**",
      "**/.reports/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "**/drizzle/meta/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["apps/storefront/**/*.{ts,tsx}", "apps/business/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ["packages/domain/src/**/*.ts"],
    ignores: ["packages/domain/src/**/*.test.ts", "packages/domain/src/**/*.bench.ts"],
    languageOptions: { globals: { ...globals["shared-node-browser"] } },
    rules: {
      "no-restricted-imports": ["error", { patterns: domainForbiddenImports }],
      "no-restricted-globals": [
        "error",
        {
          name: "process",
          message: "The domain reads no environment: take settings as parameters.",
        },
        { name: "fetch", message: "The domain does no I/O." },
        { name: "XMLHttpRequest", message: "The domain does no I/O." },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: clockMessage,
        },
        {
          selector: "CallExpression[callee.object.name='DateTime'][callee.property.name='now']",
          message: clockMessage,
        },
        {
          selector:
            "CallExpression[callee.object.name='DateTime'][callee.property.name='local'][arguments.length=0]",
          message: clockMessage,
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: clockMessage,
        },
        {
          selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']",
          message: clockMessage,
        },
      ],
    },
  },
  prettier,
);
