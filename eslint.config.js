import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The server's domains from the bottom up (ARCHITECTURE.md): each may import itself and the levels below it, never
 * one above or beside it. `system` (health) stands beside `club` and imports no domain.
 */
const SERVER_DOMAINS = [
  ['system', 'club'],
  ['accounts'],
  ['membership'],
  ['signup', 'realtime', 'classes'],
  ['training'],
  ['staff'],
  ['privacy'],
];

function domainOrderRules() {
  return SERVER_DOMAINS.flatMap((level, index) =>
    level.flatMap((domain) => {
      // Those above, and those beside it on the same level (signup and realtime know nothing of each other).
      const barred = [...level.filter((other) => other !== domain), ...SERVER_DOMAINS.slice(index + 1).flat()];
      if (barred.length === 0) return [];
      const pattern = barred.length === 1 ? barred[0] : `{${barred.join(',')}}`;
      return [
        {
          from: [
            ['domain', { domain }],
            ['module', { domain }],
          ],
          disallow: [
            ['domain', { domain: pattern }],
            ['module', { domain: pattern }],
          ],
        },
      ];
    }),
  );
}

/** Props and properties whose string a person reads: labels, titles, texts, messages. */
const USER_FACING =
  '^(label|title|placeholder|alt|aria-label|aria-description|helperText|headerName|primary|secondary|subheader|description|message|text|heading|caption|tooltip|emptyText|confirmLabel|cancelLabel)$';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // Server bundles the compiled-server test builds (scripts/compiled-server.test.ts).
      'apps/server/.dist-*/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'e2e/.artifacts/**',
      'bench/.results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error', 'log'] }],
    },
  },
  {
    // Dependencies point one way: contracts <- server, contracts <- web.
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@gym/server*', '@gym/web*', '**/apps/**'] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@gym/web*', '**/apps/web/**'] }] },
  },
  {
    // Plugins take what they need from a module as an interface passed in at registration (app.ts, api.ts).
    files: ['apps/server/src/plugins/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@gym/web*', '**/apps/web/**', '**/modules/**'] }] },
  },
  {
    // The server's modules (docs/decisions/0047): another module is used only through its front door (its index.ts;
    // its tables, `*.schema.ts`, are the data model every repository reads, as db/schema.ts re-exports them),
    // and a domain imports only itself and the domains below it, in the order ARCHITECTURE.md states. Tests and
    // test kits may reach inside (they set up what they test).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*-test-kit.ts', 'apps/server/src/test/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/include': ['apps/server/src/**/*'],
      'boundaries/elements': [
        { type: 'domain', mode: 'file', pattern: 'apps/server/src/modules/*/*.ts', capture: ['domain'] },
        { type: 'module', pattern: 'apps/server/src/modules/*/*', capture: ['domain', 'module'] },
        { type: 'composition', mode: 'file', pattern: 'apps/server/src/*.ts' },
        { type: 'base', pattern: 'apps/server/src/{db,lib,providers,plugins,scripts,types}' },
      ],
    },
    rules: {
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          message:
            "${dependency.source}: another module is used through its front door (its index.ts), not its '${dependency.internalPath}'",
          rules: [
            { target: ['module'], disallow: ['**'] },
            { target: ['module'], allow: ['index.ts', '*.schema.ts'] },
          ],
        },
      ],
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          message:
            'the ${file.domain} domain may not import the ${dependency.domain} domain (it sits above or beside it)',
          rules: domainOrderRules(),
        },
      ],
    },
  },
  {
    // Another module's repository is its internals: use its service (docs/decisions/0047). The composition files
    // (a domain's `<domain>.domain.ts`, a module's `*.module.ts`) build repositories into services. Three stores
    // have no rules of their own, so their readers are their front doors: the accounts (accounts/users), the
    // operator's texts (club/site-texts) and the member's PDFs (membership/documents).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*-test-kit.ts',
      'apps/server/src/modules/*/*.domain.ts',
      'apps/server/src/modules/**/*.module.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../**'],
              importNamePattern: '^(?!(Users|SiteTexts|MemberDocuments)Repository$).*Repository$',
              message: "Another module's repository is its internals: use its service, through its front door.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: ['apps/web/src/components', 'apps/web/src/lib'] },
        { type: 'test-support', pattern: 'apps/web/src/test' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@gym/server*', '**/apps/server/**'] }],
      // Features never import each other; shared code (components/, lib/) never imports a feature or app/;
      // only app/ composes features.
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            '${file.type} may not import ${dependency.type} (features are independent; shared code is leaf-level)',
          rules: [
            { from: 'app', allow: ['app', 'feature', 'shared'] },
            { from: 'feature', allow: ['shared', ['feature', { feature: '${from.feature}' }]] },
            { from: 'shared', allow: ['shared'] },
            { from: 'test-support', allow: ['shared'] },
          ],
        },
      ],
    },
  },
  {
    // Tests keep the same boundaries and may also use the shared test support (src/test).
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            '${file.type} may not import ${dependency.type} (features are independent; shared code is leaf-level)',
          rules: [
            { from: 'app', allow: ['app', 'feature', 'shared', 'test-support'] },
            { from: 'feature', allow: ['shared', 'test-support', ['feature', { feature: '${from.feature}' }]] },
            { from: 'shared', allow: ['shared', 'test-support'] },
            { from: 'test-support', allow: ['shared'] },
          ],
        },
      ],
    },
  },
  {
    // Every word a person reads goes through the catalogs (docs/decisions/0039): a literal in JSX, in a user-facing
    // attribute, or under a user-facing property name fails here. Names, codes and class names have no spaces or
    // are not under these names; the rare literal meant as-is (a brand, a language's own name) says so in a disable.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/service-worker/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]{2,}/]',
          message: 'User-visible text goes through a catalog (i18n/en.json and es.json): useText(catalog)(id).',
        },
        {
          selector: `JSXAttribute[name.name=/${USER_FACING}/] > Literal[value=/[A-Za-z]{2,}/]`,
          message: 'A user-visible attribute goes through a catalog (i18n/en.json and es.json).',
        },
        {
          selector: `JSXAttribute[name.name=/${USER_FACING}/] > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]{2,}/], TemplateLiteral)`,
          message: 'A user-visible attribute goes through a catalog (i18n/en.json and es.json).',
        },
        {
          selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]',
          message: 'User-visible text goes through a catalog (i18n/en.json and es.json).',
        },
        {
          selector: `Property[key.name=/${USER_FACING}/] > Literal[value=/[A-Za-z]{2,}/]`,
          message: 'A user-visible text goes through a catalog (i18n/en.json and es.json).',
        },
      ],
    },
  },
);
