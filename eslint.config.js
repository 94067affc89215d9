import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "data", "test-results", "playwright-report", "src/server/db/migrations", ".astro"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // zod's settings are made once, in src/shared/zod.ts, before any schema is built: code takes z from there.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: 'Import z from src/shared/zod.ts (it configures zod first).', allowTypeImports: true }] },
      ],
    },
  },
  { files: ["src/shared/zod.ts"], rules: { "@typescript-eslint/no-restricted-imports": "off" } },
);
